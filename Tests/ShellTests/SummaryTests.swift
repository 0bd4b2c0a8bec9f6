import Testing
@testable import Shell

/// What the one-line summary after a statement says.
@Suite struct SummaryTests {
    /// A layout whose safe-area margins keep moving it (see
    /// `HistoryTests.valuesThatChaseEachOtherStopWhereAFreshEngineStops`)
    /// says so, rather than showing where the passes stopped as settled.
    @Test func aLayoutThatDoesNotSettleSaysSo() throws {
        let session = try Session()
        let setup = session.handle("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
            box.heightAnchor.constraint(equalToConstant: 300).isActive = true
            """)
        #expect(!setup.lines.contains { $0.contains("did not settle") })
        let settled = session.handle("let top = box.layoutMarginsGuide.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)\ntop.isActive = true")
        #expect(settled.errors.isEmpty && !settled.lines.contains { $0.contains("did not settle") })
        let unsettled = session.handle("top.constant = 64")
        #expect(unsettled.lines == ["= changed #4 · moved box (20, 41, 100, 300) · did not settle: the safe areas, margins or label widths it feeds back keep moving it"])
        #expect(!session.engine.isSettled)
    }
}
