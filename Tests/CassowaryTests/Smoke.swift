import Testing
@testable import Cassowary
@Test func smoke() { #expect(true) }
