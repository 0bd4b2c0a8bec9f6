import Cassowary

/// Making, activating and changing the user's constraints, with UIKit's checks.
extension Layout {
    /// Makes `constraint` (inactive, as `NSLayoutConstraint(...)` or an
    /// anchor's `constraint(...)` is) and returns its id; `activate` turns it on.
    public mutating func makeConstraint(_ constraint: LayoutConstraint) throws(LayoutError) -> ConstraintID {
        try checkRoom()
        try checkAttributes(constraint)
        return append(constraint)
    }

    /// Makes `constraint` and activates it (SnapKit's `makeConstraints`,
    /// `isActive = true`, `NSLayoutConstraint.activate`).
    @discardableResult
    public mutating func addConstraint(_ constraint: LayoutConstraint) throws(LayoutError) -> ConstraintID {
        try checkRoom()
        try checkAttributes(constraint)
        try checkCommonAncestor(constraint)
        let id = append(constraint)
        updateConstraint(id) { $0.isActive = true }
        return id
    }

    /// `isActive = true / false`. Activation checks that the items share an ancestor.
    public mutating func setActive(_ id: ConstraintID, _ active: Bool) throws(LayoutError) {
        guard let c = constraint(id) else { throw .unknownConstraint(id.description) }
        if active && c.isRetired { throw .invalidValue("constraint \(id) was removed and cannot be activated again") }
        if active { try checkCommonAncestor(c) }
        updateConstraint(id) { $0.isActive = active }
    }

    /// Removes a constraint for good (it stays listed by id, as retired).
    public mutating func retire(_ id: ConstraintID) throws(LayoutError) {
        guard constraint(id) != nil else { throw .unknownConstraint(id.description) }
        updateConstraint(id) { $0.isActive = false; $0.isRetired = true }
    }

    /// `constraint.constant = value` (SnapKit's `update(offset:)`).
    public mutating func setConstant(_ id: ConstraintID, _ value: Double) throws(LayoutError) {
        guard constraint(id) != nil else { throw .unknownConstraint(id.description) }
        try Layout.checkCoordinate(value, "the constant")
        updateConstraint(id) { $0.constant = value }
    }

    /// `constraint.priority = p`. Between required and optional on an
    /// active constraint UIKit raises an exception and changes nothing
    /// ("Mutating a priority from required to not on an installed
    /// constraint (or vice-versa) is not supported", the documentation of
    /// `NSLayoutConstraint.priority`), and so does this — unless
    /// `reinstalling`, for the shell's `:priority`, which does what code
    /// does by deactivating the constraint, changing it and activating it
    /// again.
    public mutating func setPriority(_ id: ConstraintID, _ priority: Priority, reinstalling: Bool = false) throws(LayoutError) {
        guard let c = constraint(id) else { throw .unknownConstraint(id.description) }
        if !reinstalling, c.isActive, c.priority.isRequired != priority.isRequired {
            throw .requiredChangeOnInstalled(from: c.priority.value, to: priority.value)
        }
        updateConstraint(id) { $0.priority = priority }
    }

    /// `constraint.identifier = name` (SnapKit's `labeled`).
    public mutating func setIdentifier(_ id: ConstraintID, _ identifier: String?) throws(LayoutError) {
        guard constraint(id) != nil else { throw .unknownConstraint(id.description) }
        updateConstraint(id) { $0.identifier = identifier }
    }

    // MARK: UIKit's rules

    /// Refuses a constraint past `maxConstraints`.
    func checkRoom() throws(LayoutError) {
        guard constraints.count < Layout.maxConstraints else { throw .tooManyConstraints(Layout.maxConstraints) }
    }

    /// The attribute checks NSLayoutConstraint makes when it is created.
    func checkAttributes(_ c: LayoutConstraint) throws(LayoutError) {
        try Layout.checkCoordinate(c.constant, "the constant of \(describe(c.first))")
        guard c.multiplier.isFinite, abs(c.multiplier) <= Layout.maxMultiplier else {
            throw .invalidValue("the multiplier of \(describe(c.first)) must be a finite number within ±\(Int(Layout.maxMultiplier)), not \(c.multiplier)")
        }
        guard let second = c.second else {
            if c.first.attribute.isLocation { throw .locationEqualToConstant(describe(c.first)) }
            return
        }
        let a = c.first.attribute, b = second.attribute
        if a.isSize != b.isSize || (a.isLocation && a.axis != b.axis) {
            throw .invalidPairing(describe(c.first), describe(second))
        }
        if a.isLocation && c.multiplier == 0 { throw .zeroMultiplierLocation(describe(c.first)) }
    }

    /// The check activation makes: both items in one view tree.
    func checkCommonAncestor(_ c: LayoutConstraint) throws(LayoutError) {
        guard let host = hostView(of: c.first.item) else { throw .notInHierarchy(itemName(c.first.item)) }
        guard let second = c.second else { return }
        guard let other = hostView(of: second.item), commonAncestor(host, other) != nil else {
            throw .noCommonAncestor(describe(c.first), describe(second))
        }
    }

    // MARK: Names

    /// How an item is written: `box`, `view.safeAreaLayoutGuide`, `scroll.contentLayoutGuide`.
    public func itemName(_ item: LayoutItem) -> String {
        switch item {
        case .view(let v): return self[v].name
        case .guide(let g): return guideNames[g.index]
        case .safeArea(let v): return "\(self[v].name).safeAreaLayoutGuide"
        case .margins(let v): return "\(self[v].name).layoutMarginsGuide"
        case .readable(let v): return "\(self[v].name).readableContentGuide"
        case .keyboard(let v): return "\(self[v].name).keyboardLayoutGuide"
        case .contentGuide(let v): return "\(self[v].name).contentLayoutGuide"
        case .frameGuide(let v): return "\(self[v].name).frameLayoutGuide"
        case .stackGuide(let v, let guide): return "\(self[v].name).\(guide)"
        }
    }

    /// `box.top`, `view.safeAreaLayoutGuide.bottom`.
    public func describe(_ anchor: Anchor) -> String {
        "\(itemName(anchor.item)).\(anchor.attribute.rawValue)"
    }

    /// `box.top == view.safeAreaLayoutGuide.top + 20 @750`: the constraint in
    /// UIKit's own notation (multiplier, constant, priority when not 1000).
    public func describe(_ c: LayoutConstraint) -> String {
        var text = "\(describe(c.first)) \(c.relation.rawValue) "
        if let second = c.second {
            if c.multiplier != 1 { text += "\(formatNumber(c.multiplier)) × " }
            text += describe(second)
            if c.constant > 0 { text += " + \(formatNumber(c.constant))" }
            if c.constant < 0 { text += " - \(formatNumber(-c.constant))" }
        } else {
            text += formatNumber(c.constant)
        }
        if !c.priority.isRequired { text += " @\(c.priority)" }
        return text
    }
}
