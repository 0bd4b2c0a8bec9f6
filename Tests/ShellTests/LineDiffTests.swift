import Testing
@testable import Shell

/// The unified diffs `layoutsh test` prints.
@Suite struct LineDiffTests {
    @Test func aChangedLineWithItsContext() {
        #expect(LineDiff.unified(["a", "b", "c"], ["a", "x", "c"], from: "A", to: "B")
            == ["--- A", "+++ B", "@@ -1,3 +1,3 @@", " a", "-b", "+x", " c"])
        #expect(LineDiff.unified(["a"], ["a"], from: "A", to: "B").isEmpty)
    }

    /// The table is quadratic: 200,000 lines each side would need 320 GB of it.
    @Test func aLongTranscriptThatDiffersInOneLineIsDiffedQuickly() {
        let a = (0..<200_000).map { "line \($0)" }
        var b = a
        b[100_000] = "changed"
        #expect(LineDiff.unified(a, b, from: "A", to: "B") == [
            "--- A", "+++ B", "@@ -99998,7 +99998,7 @@",
            " line 99997", " line 99998", " line 99999", "-line 100000", "+changed", " line 100001", " line 100002", " line 100003",
        ])
    }

    @Test func pastTheTableLimitTheDifferenceIsShownWhole() {
        let a = (0..<3000).map { "a\($0)" }, b = (0..<3000).map { "b\($0)" }
        #expect(a.count * b.count > LineDiff.tableLimit)
        let diff = LineDiff.unified(["same"] + a + ["end"], ["same"] + b + ["end"], from: "A", to: "B")
        #expect(diff.prefix(4) == ["--- A", "+++ B", "@@ -1,3002 +1,3002 @@", " same"])
        #expect(Array(diff.dropFirst(4).prefix(3000)) == a.map { "-" + $0 })
        #expect(Array(diff.dropFirst(3004).prefix(3000)) == b.map { "+" + $0 })
        #expect(diff.last == " end")
    }
}
