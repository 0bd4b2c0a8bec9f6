/// Which of the view controllers a file declares is presented: the screen
/// the file is about, not a base class, a child or a page it shows.
extension Interpreter {
    /// The view controller to present of those declared since the last
    /// presentation: one no other declared class inherits from (a base class
    /// is not presented) and no other declared view controller makes (a
    /// child, a page, a screen it pushes); of those, the first a scene or
    /// app delegate makes (its window's first screen), else the last
    /// declared; "" for pasted lifecycle methods; without a view
    /// controller, the last cell class declared (shown in a table); nil
    /// when nothing waits.
    public var controllerToPresent: String? {
        let bases = Set(module.types.values.compactMap { info in info.kind == .class ? module.superclass(of: info.name) : nil })
        let candidates = pendingPresentation.filter { !bases.contains($0) }
        let shown = candidates.filter { !isMade($0, byControllers: true) }
        let unwrapped = shown.filter { !isWrapper($0, among: shown) }
        let choice = unwrapped.isEmpty ? (shown.isEmpty ? candidates : shown) : unwrapped
        if let first = firstMadeByDelegates(among: choice.filter { !isCellClass($0) }) { return first }
        return choice.last { !isCellClass($0) } ?? choice.last
    }

    /// Whether the code of another declared class makes one of `name`
    /// (`SummaryViewController()`, `.init(`): of a view controller (a child
    /// or a screen it shows, not the one the file is about), or of a class
    /// that is not one (a scene delegate).
    func isMade(_ name: String, byControllers: Bool) -> Bool {
        module.declarationOrder.contains { other in
            other != name && module.isViewController(other) == byControllers && linesOf(other).contains { Interpreter.makes(name, in: $0) }
        }
    }

    /// Whether `name` is a declared container a delegate makes around
    /// another of `names` on the same line
    /// (`MainNavigationController(rootViewController: InboxViewController())`):
    /// the screen is the one inside, under the container's bars.
    func isWrapper(_ name: String, among names: [String]) -> Bool {
        guard module.ancestry(of: name).contains(where: { Interpreter.containerClasses[$0] != nil }) else { return false }
        return module.declarationOrder.contains { other in
            module.types[other]?.kind == .class && !module.isViewController(other) && linesOf(other).contains { line in
                Interpreter.makes(name, in: line) && names.contains { $0 != name && Interpreter.makes($0, in: line) }
            }
        }
    }

    /// Of `names`, the one a declared class other than a view controller (a
    /// scene or app delegate setting up its window) makes first.
    func firstMadeByDelegates(among names: [String]) -> String? {
        for other in module.declarationOrder where module.types[other]?.kind == .class && !module.isViewController(other) {
            for line in linesOf(other) {
                if let made = names.first(where: { Interpreter.makes($0, in: line) }) { return made }
            }
        }
        return nil
    }

    /// The lines of a declared type's declaration, in order.
    func linesOf(_ type: String) -> [String] {
        guard let range = module.types[type]?.range, files.indices.contains(Int(range.file)) else { return [] }
        let file = files[Int(range.file)]
        return (range.start.line...max(range.start.line, range.end.line)).compactMap { file.line($0) }
    }

    /// Whether a line of code calls `name`'s initializer: `name(` or
    /// `name.init`, not part of a longer name.
    static func makes(_ name: String, in line: String) -> Bool {
        // "" (pasted lifecycle methods) names no type, and would be found forever at the same place.
        guard !name.isEmpty else { return false }
        var rest = Substring(line)
        while let found = rest.firstRange(of: name) {
            let before = rest[rest.startIndex..<found.lowerBound].last
            let after = rest[found.upperBound...]
            let isWord = !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
            if isWord, after.hasPrefix("(") || after.hasPrefix(".init") || after.hasPrefix("<") { return true }
            rest = after
        }
        return false
    }
}
