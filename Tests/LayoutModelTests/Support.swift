import Testing
@testable import LayoutModel
import Cassowary

/// A layout under test: an engine and helpers to build and read it.
final class Scene {
    let engine: LayoutEngine

    init(device: Device = .defaultDevice, orientation: Orientation = .portrait) throws {
        engine = try LayoutEngine(layout: Layout(device: DeviceState(device, orientation: orientation)))
    }

    var layout: Layout { engine.layout }
    var root: ViewID { engine.layout.root }

    /// Makes a view and adds it to `parent` (the root by default).
    @discardableResult
    func add(_ name: String, _ kind: ViewKind = .view, to parent: ViewID? = nil, tamic: Bool = false,
             _ configure: (inout View) -> Void = { _ in }) throws -> ViewID {
        var id = ViewID(0)
        try engine.apply { (layout: inout Layout) throws(LayoutError) in
            id = try layout.makeView(kind, name: name)
            try layout.addSubview(id, to: parent ?? layout.root)
            try layout.modify(id) { view in
                view.translatesAutoresizingMaskIntoConstraints = tamic
                configure(&view)
            }
        }
        return id
    }

    /// Adds `first rel multiplier × second + constant @priority`.
    @discardableResult
    func constrain(_ first: Anchor, _ relation: Relation = .equal, _ second: Anchor? = nil,
                   multiplier: Double = 1, _ constant: Double = 0, priority: Priority = .required) throws -> ConstraintID {
        var id = ConstraintID(0)
        try engine.apply { (layout: inout Layout) throws(LayoutError) in
            id = try layout.addConstraint(LayoutConstraint(first, relation, second, multiplier: multiplier,
                                                           constant: constant, priority: priority))
        }
        return id
    }

    /// Pins the four edges of `view` to `other`'s, inset by `inset`.
    func pinEdges(_ view: ViewID, to other: LayoutItem, inset: Double = 0) throws {
        try constrain(a(view, .top), .equal, Anchor(other, .top), inset)
        try constrain(a(view, .leading), .equal, Anchor(other, .leading), inset)
        try constrain(a(view, .bottom), .equal, Anchor(other, .bottom), -inset)
        try constrain(a(view, .trailing), .equal, Anchor(other, .trailing), -inset)
    }

    func frame(_ view: ViewID) -> Rect? { engine.frame(of: view) }

    /// Makes a stack view named "stack" arranging along `axis` as told.
    func addStack(_ axis: Axis, _ distribution: StackConfiguration.Distribution, _ alignment: StackConfiguration.Alignment,
                  spacing: Double, _ configure: (inout StackConfiguration) -> Void = { _ in }) throws -> ViewID {
        try add("stack", .stackView) { v in
            (v.stack.axis, v.stack.distribution, v.stack.alignment, v.stack.spacing) = (axis, distribution, alignment, spacing)
            configure(&v.stack)
        }
    }
}

/// `Anchor(.view(v), attribute)`.
func a(_ view: ViewID, _ attribute: Attribute) -> Anchor { Anchor(.view(view), attribute) }

/// A rect literal for expectations.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
