/// What one input did: how many of its statements and declarations
/// applied, which statements failed (each changed nothing), and how many
/// parts could not be read. `:save` and `:history` tell a typo that
/// changed nothing from an input that applied.
public struct RunTally: Sendable {
    /// Statements run and declarations read.
    public var applied = 0
    /// The statements that failed, where they stand in the input.
    public var failed: [SourceRange] = []
    /// Parts of the input that did not parse.
    public var unparsed = 0

    public init() {}

    /// Nothing applied, and something failed: the input changed nothing.
    public var changedNothing: Bool { applied == 0 && (!failed.isEmpty || unparsed > 0) }
}
