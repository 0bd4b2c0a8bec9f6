/// The indentation of a view in a listed hierarchy (`:layout`, a picture's
/// legend): two columns a level up to a limit. Deeper views keep the
/// limit's indentation and say their depth instead, so that a hierarchy
/// a thousand levels deep prints lines a reader can scan (not two thousand
/// columns of spaces before each name) and still tells each view's level.
enum TreeIndent {
    /// Levels indented before depths are written out: deeper than any
    /// hierarchy one view controller usually builds.
    static let levels = 16

    /// The text before the name of a view `depth` levels below the top,
    /// indented at most `limit` columns.
    static func prefix(depth: Int, limit: Int = 2 * levels) -> String {
        let limit = max(0, limit - limit % 2)
        guard 2 * depth > limit else { return String(repeating: " ", count: 2 * depth) }
        return String(repeating: " ", count: limit) + "[depth \(depth)] "
    }
}
