import Testing
@testable import Language

/// Integer literals are read from their bytes when they are plain decimal
/// digits; every spelling must read as `Double(_:)` and `Int(_:radix:)` do.
struct IntegerLiteralTests {
    @Test(arguments: ["0", "7", "007", "42", "999999999999999", "1000000000000000", "9007199254740993",
                      "1_000", "0x10", "0b101", "0o17", "12345678901234567890"])
    func readsAsTheStandardLibrary(text: String) {
        let digits = text.filter { $0 != "_" }
        let expected: Double = if let radix = ["0x": 16, "0b": 2, "0o": 8][String(digits.prefix(2))] {
            Int(digits.dropFirst(2), radix: radix).map(Double.init) ?? .nan
        } else {
            Double(digits) ?? .nan
        }
        #expect(Lowering.integer(text) == expected)
    }
}
