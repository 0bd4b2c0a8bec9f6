import HashTreeCollections
import LayoutModel

// The parts of the interpreter's state: files, frames, objects, control flow.

/// Reads the frames of the last layout while a statement runs (code in
/// `viewDidLayoutSubviews` or `layoutSubviews` reads `frame` and `bounds`).
/// A class only to hold the engine; it reads the solver, never `layout`.
final class FrameReader: @unchecked Sendable {
    private weak var engine: LayoutEngine?
    /// The layout a `layoutIfNeeded()` of the running statement made, read
    /// in place of the engine's until the statement ends (`layingOut`).
    private let preview: LayoutEngine?
    init(_ engine: LayoutEngine? = nil, preview: LayoutEngine? = nil) {
        self.engine = engine
        self.preview = preview
    }

    /// A view's frame in window coordinates as last laid out.
    func windowFrame(_ id: ViewID) -> Rect? { (preview ?? engine)?.lastSolvedWindowFrame(of: id) }

    /// A layout guide's frame in window coordinates as last laid out.
    func windowFrame(_ item: LayoutItem) -> Rect? { (preview ?? engine)?.lastSolvedWindowFrame(of: item) }

    /// A scroll view's `contentSize` as last solved.
    func contentSize(_ id: ViewID) -> Size? { (preview ?? engine)?.lastSolvedContentSize(of: id) }

    /// A reader of `current` laid out, the layout the running statement has
    /// made so far (`layoutIfNeeded()`: UIKit lays out at once); nil when
    /// it cannot be laid out, and the frames read stay the last layout's.
    /// A reader of its own, so that a statement rolled back forgets it.
    func layingOut(_ current: Layout) -> FrameReader? {
        guard let engine, let preview = try? engine.preview(current) else { return nil }
        return FrameReader(engine, preview: preview)
    }
}

/// A file read, for error carets and constraints' source text.
public struct SourceFile: Sendable {
    public var name: String
    public var lines: [String]
    /// The line of the file `lines` starts at (an input typed or read in
    /// the middle of a script starts there, not at line 1).
    public var firstLine: Int
    init(name: String, text: String, firstLine: Int = 1) {
        self.name = name
        self.firstLine = firstLine
        // A line ends in a carriage return only at the end of the text (a
        // CR before a line feed is one Character with it, which does not
        // split), and a CR is a Character of its own: its last byte tells.
        lines = text.lineSlices().map {
            $0.utf8.last == UInt8(ascii: "\r") ? String($0.dropLast()) : String($0)
        }
    }

    /// The text of line `number` of the file, if this part holds it.
    func line(_ number: Int) -> String? {
        let index = number - firstLine
        return index >= 0 && index < lines.count ? lines[index] : nil
    }
}

/// How a block ended.
enum ControlFlow: Sendable {
    case normal
    case returned(Value)
    case breakLoop
    case continueLoop
}

/// The variables of one scope, by name.
///
/// A persistent table: a copy shares its nodes and a write copies only the
/// path to what it changes. The interpreter is copied before every
/// statement (the statement that fails goes back to it) and by every
/// closure made (it keeps the scopes it was made in), so the top level's
/// scope, which holds every variable a file of one statement per line
/// declares, is shared each time the next `let` writes to it: with a hash
/// table each of those writes copied every variable.
typealias Scope = TreeDictionary<String, Value>

/// A function's variables and receiver.
struct Frame: Sendable {
    var id: Int
    var scopes: [Scope] = [[:]]
    /// `self`: the object, view or nothing (top level: the implicit view controller).
    var selfValue: Value?
    /// The type whose method runs (for `Self`, static members and implicit members).
    var typeName: String?
}

/// An instance of a declared class or struct.
struct Object: Sendable {
    var typeName: String
    /// Persistent, as `Scope` is: every statement of a method keeps a copy
    /// of the interpreter to go back to, and a view controller with a
    /// thousand views as stored properties copied all of them at each
    /// property it initialised.
    var properties: TreeDictionary<String, Value> = [:]
    /// The view it is, for a view class.
    var view: ViewID?
    /// The variable or property a view controller was first held in: its
    /// view, made when first read, is named after it (`badgeHost.view`);
    /// `final` once a property or top-level variable holds it.
    var boundName: (name: String, final: Bool)?
}

/// A property of a view that does not affect layout (`Interpreter.ignoredValues`).
struct IgnoredProperty: Hashable, Sendable {
    var view: ViewID
    var name: String
}

/// A view given an image of unknown size (`Interpreter.noteImagesOfUnknownSize`).
struct UnknownImageView: Sendable {
    var view: ViewID
    var image: ImageReference
    /// Made by `UIImageView(image:)`, which sizes the frame to the image.
    var sizesFrame: Bool
}

/// A handler given to `registerForTraitChanges` (`Interpreter+Transition`).
struct TraitHandler: Sendable {
    var receiver: Value
    var handler: Value
    /// The size classes it was registered for.
    var horizontal: Bool
    var vertical: Bool
}
