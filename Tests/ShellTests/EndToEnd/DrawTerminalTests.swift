import Testing

/// End to end: `:draw` in a real terminal (a tmux pane) of a given size.
@Suite struct DrawTerminalTests {
    /// In an 80 × 24 terminal the whole phone stays on screen: its top edge
    /// below the line typed, its bottom edge above the next prompt.
    @Test func drawFitsAn80By24Terminal() async throws {
        guard let shown = try await Self.draw(columns: 80, rows: 24, top: "┌view") else { return }
        #expect(shown.count <= 24)
        #expect(shown.allSatisfy { $0.count <= 80 })
        #expect(shown.contains { $0.contains("scrollView") })
    }

    /// In a 40-column terminal the picture and its legend fit the width:
    /// no line is wider than the pane, and the phone is drawn whole.
    @Test func drawFitsA40ColumnTerminal() async throws {
        guard let shown = try await Self.draw(columns: 40, rows: 30, top: "┌") else { return }
        #expect(shown.allSatisfy { $0.count <= 40 }, "\(shown.joined(separator: "\n"))")
    }

    /// The visible lines once `:draw` of the tour example has drawn the
    /// whole picture (its first line starting with `top`) below the line
    /// typed and the prompt is back; nil without tmux.
    static func draw(columns: Int, rows: Int, top: String) async throws -> [String]? {
        guard let t = Terminal(name: "draw\(columns)") else { return nil }
        defer { t.stop() }
        try t.start(["--example", "tour"], columns: columns, rows: rows)
        try await t.waitForPrompt()
        t.send(":draw", "Enter")
        var shown: [String] = []
        try await t.waitFor("the picture below ':draw', whole, and the prompt") {
            shown = t.visibleLines()
            guard let typed = shown.lastIndex(of: "layoutsh> :draw"), typed + 1 < shown.count, t.input() == "layoutsh> " else { return false }
            return shown[typed + 1].hasPrefix(top) && shown[(typed + 1)...].contains { $0.hasPrefix("└") && $0.contains("┘") }
        }
        try await t.quit()
        return shown
    }
}
