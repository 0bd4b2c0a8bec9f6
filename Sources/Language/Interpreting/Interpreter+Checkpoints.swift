/// Going back: a statement that fails leaves the interpreter as it was.
///
/// The interpreter is a value, so going back is keeping a copy, but for
/// the SnapKit chains: a copy sharing their storage would make the first
/// new chain copy every earlier one (a statement at 10000 views copied
/// 10000 chains). The copy leaves them out; the chains made since are
/// dropped, and earlier ones changed since are put back from a journal.
extension Interpreter {
    struct Checkpoint {
        var saved: Interpreter
        var chainCount: Int
        var journalCount: Int
        var chainMark: Int
    }

    /// A point to go back to; chains made before it are journaled when changed.
    mutating func checkpoint() -> Checkpoint {
        var saved = self
        saved.chains = []
        saved.chainJournal = []
        let point = Checkpoint(saved: saved, chainCount: chains.count, journalCount: chainJournal.count, chainMark: chainMark)
        chainMark = chains.count
        return point
    }

    /// Keeps what happened since `point` (an outer checkpoint may still undo it).
    mutating func commit(_ point: Checkpoint) {
        chainMark = point.chainMark
        if chainMark == 0 { chainJournal = [] }
    }

    /// Undoes everything since `point`.
    mutating func rollback(to point: Checkpoint) {
        var chains: [SnapChain] = []
        var journal: [(index: Int, chain: SnapChain)] = []
        swap(&chains, &self.chains)
        swap(&journal, &chainJournal)
        for (index, chain) in journal[point.journalCount...].reversed() where index < point.chainCount { chains[index] = chain }
        chains.removeSubrange(point.chainCount...)
        journal.removeSubrange(point.journalCount...)
        self = point.saved
        self.chains = chains
        self.chainJournal = journal
        self.chainMark = point.chainMark
    }

    /// Notes chain `k` as it is before it changes, if a checkpoint predates it.
    mutating func willChangeChain(_ k: Int) {
        if k < chainMark { chainJournal.append((k, chains[k])) }
    }
}
