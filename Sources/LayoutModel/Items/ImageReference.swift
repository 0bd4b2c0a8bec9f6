/// An image a view shows: `UIImage(named:)` or `UIImage(systemName:)`,
/// and its size in points when the session knows it.
///
/// layoutsh cannot read an app's assets, so an image's size is what the
/// user declares (`:image NAME WxH`, or a PNG's pixels by `:image NAME
/// FILE.png`). The name stays with the view, so a size declared after the
/// code ran still reaches every view showing that image.
public struct ImageReference: Hashable, Sendable {
    /// The asset's name, or the symbol's.
    public var name: String
    /// Made by `UIImage(systemName:)`: an SF Symbol.
    public var isSymbol: Bool
    /// The size in points (`UIImage.size`), when declared.
    public var size: Size?

    public init(name: String, isSymbol: Bool = false, size: Size? = nil) {
        self.name = name
        self.isSymbol = isSymbol
        self.size = size
    }

    /// How code spells the image, for notes: `UIImage(named: "logo")`.
    public var spelling: String {
        "UIImage(\(isSymbol ? "systemName" : "named"): \"\(name)\")"
    }
}
