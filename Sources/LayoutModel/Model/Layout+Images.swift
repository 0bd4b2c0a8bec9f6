/// Declared image sizes: what `UIImage(named:)` measures in this session.
extension Layout {
    /// The size declared for the image `name`, if any.
    public func imageSize(named name: String) -> Size? { imageSizes[name] }

    /// Declares that the image `name` is `size` points (`:image NAME WxH`),
    /// and gives that size to every view already showing it: code may run
    /// before the declaration, as when a file is loaded and its assets
    /// declared afterwards.
    public mutating func declareImage(_ name: String, size: Size) throws(LayoutError) {
        try Layout.checkImageSize(size)
        journal.record(.imageSize(name, imageSizes[name]))
        imageSizes[name] = size
        for id in views.indices.map(ViewID.init) where views[id.index].image?.name == name || views[id.index].backgroundImage?.name == name {
            update(id) { view in
                if view.image?.name == name { view.image?.size = size }
                if view.backgroundImage?.name == name { view.backgroundImage?.size = size }
            }
        }
    }

    /// Throws unless `size` is a size an image can have: finite, not
    /// negative, within layoutsh's limits.
    static func checkImageSize(_ size: Size) throws(LayoutError) {
        try checkCoordinate(size.width, "the image's width")
        try checkCoordinate(size.height, "the image's height")
        guard size.width >= 0, size.height >= 0 else { throw .invalidValue("an image's size cannot be negative") }
    }
}
