import Testing
@testable import LayoutModel

/// Fresh names for views declared again (a `let` in a loop): the first free
/// `name_N` from 2, however names were taken and freed before.
@Suite struct ViewNamesTests {
    @Test func firstFreeSuffixAfterTakingAndFreeing() {
        var names = ViewNames()
        #expect(names.fresh("row") == "row")
        names.take("row", for: ViewID(1))
        for k in 2...5 {
            #expect(names.fresh("row") == "row_\(k)")
            names.take("row_\(k)", for: ViewID(k))
        }
        names.free("row_3")
        #expect(names.fresh("row") == "row_3")
        names.take("row_3", for: ViewID(3))
        #expect(names.fresh("row") == "row_6")
        // Taken by hand out of order, then filled up to it.
        names.take("row_7", for: ViewID(7))
        names.take("row_6", for: ViewID(6))
        #expect(names.fresh("row") == "row_8")
    }

    @Test func suffixesNotWrittenAsFreshWritesThemDoNotCount() {
        var names = ViewNames()
        names.take("row", for: ViewID(1))
        names.take("row_+2", for: ViewID(2))
        names.take("row_02", for: ViewID(3))
        #expect(names.fresh("row") == "row_2")
        #expect(names["row_+2"] == ViewID(2))
    }
}
