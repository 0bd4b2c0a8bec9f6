extension Shape {
    /// Every shape, in the order the benchmark runs and reports them.
    static let all: [Shape] = [
        .overflowingStack, .labelChain, .article, .deepHierarchy, .wideTie, .grid, .inequalityChains,
        .manyConflicts, .conflictChain, .scrollRows, .formStacks, .settingsRows,
    ]

    /// The shape called `name`, if there is one.
    static func named(_ name: String) -> Shape? { all.first { $0.name == name } }
}
