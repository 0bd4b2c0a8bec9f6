/// A variable whose value a change moved, with its value before and after.
public struct ValueChange: Sendable {
    public let variable: Variable
    public let old: Double
    public let new: Double
}
