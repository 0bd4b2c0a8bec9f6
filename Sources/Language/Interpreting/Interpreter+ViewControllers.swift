import HashTreeCollections
import LayoutModel

/// What a view controller has of its own that layout reads: its view (which
/// `loadView` may replace), the old layout guides, and members of no effect.
extension Interpreter {
    /// A member of the view controller whose view is `view`, used at top level without `self`.
    mutating func topLevelControllerMember(_ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        if let value = uikitControllerMember(name, layout) { return value }
        return .opaque(name)
    }

    /// What UIKit's UIViewController has under `name` that layout reads, if anything.
    func uikitControllerMember(_ name: String, _ layout: Layout) -> Value? {
        switch name {
        case "view": return .view(layout.root)
        case "traitCollection": return Interpreter.traitCollection(layout)
        case "topLayoutGuide", "bottomLayoutGuide": return .layoutSupport(top: name == "topLayoutGuide")
        case "additionalSafeAreaInsets": return .insets(layout.device.additionalSafeArea)
        case "snp_topLayoutGuideTop": return .anchor(Anchor(.view(layout.root), .top))
        case "snp_topLayoutGuideBottom": return .anchor(Anchor(.safeArea(layout.root), .top))
        case "snp_bottomLayoutGuideTop": return .anchor(Anchor(.safeArea(layout.root), .bottom))
        case "snp_bottomLayoutGuideBottom": return .anchor(Anchor(.view(layout.root), .bottom))
        default: return nil
        }
    }

    /// `additionalSafeAreaInsets = …` of the presented controller: added to
    /// its view's safe area (a child controller's are noted and ignored).
    mutating func setAdditionalSafeArea(_ value: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        guard case .insets(let insets) = value else {
            throw LanguageError("additionalSafeAreaInsets must be a UIEdgeInsets, not \(value.kindName)", range)
        }
        layout.device.additionalSafeArea = insets
    }

    /// A member of a view controller that is not declared: its view, or something of no effect on layout.
    mutating func controllerMember(_ id: ObjectID, _ name: String, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        let isPresented = presented == nil || presented == id
        if !isPresented, name == "view" || isListView(name, of: id) { return try childView(of: id, range, &layout) }
        if isListView(name, of: id) {
            if name == "tableView" { return try controllerTable(of: id, range, &layout) }
            // A UICollectionViewController's view is a UICollectionView:
            // laid out as a plain view (its data source does not run here;
            // `:present CELL` shows a cell).
            return .view(layout.root)
        }
        if let value = uikitControllerMember(name, layout) { return value }
        if Interpreter.controllerMembers.contains(name) { return .opaque(name) }
        throw LanguageError("value of type \(objects[id.index].typeName) has no member '\(name)'", range,
                            hint: closest(to: name, among: memberNames(ofType: objects[id.index].typeName) + Array(Interpreter.controllerMembers)).map { "did you mean '\($0)'?" })
    }

    /// `tableView` of a UITableViewController (see `controllerTable`), or
    /// `collectionView` of a UICollectionViewController (its view, laid out
    /// as a plain view).
    func isListView(_ name: String, of id: ObjectID) -> Bool {
        let ancestry = module.ancestry(of: objects[id.index].typeName)
        return (name == "tableView" && ancestry.contains("UITableViewController"))
            || (name == "collectionView" && ancestry.contains("UICollectionViewController"))
    }

    /// The table of the presented UITableViewController: a UITableView
    /// filling the root view (autoresized with it), made when first asked
    /// for or when the controller is presented, with the controller as its
    /// data source, as UIKit's `loadView` sets it. UIKit makes the table the
    /// controller's view; layoutsh's root is a plain view, so the table
    /// fills it instead: its rows, header and footer are placed and its
    /// data source fills it, but a view added to `view` is not in the table.
    mutating func controllerTable(of id: ObjectID, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        if let table = objects[id.index].properties["tableView"], case .view = table { return table }
        let table = try fillingRoot(listNamed: "tableView", isTable: true, range, &layout)
        objects[id.index].properties["tableView"] = table
        if case .view(let v) = table { tableSources[v] = .object(id) }
        return table
    }

    /// A UITableView (or a self-sizing UICollectionView) named `name`,
    /// filling the root view and resized with it.
    mutating func fillingRoot(listNamed name: String, isTable: Bool, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        let root = layout.root
        let list = try construct(isTable ? "UITableView" : "UICollectionView",
                                 Arguments(values: [.rect(currentFrame(root, layout))], labels: ["frame"], ranges: [range]),
                                 range, range, &layout)
        guard case .view(let listID) = list else { return list }
        if !isTable {
            // A flow layout with `estimatedItemSize = automaticSize`: items as big as they fit.
            try layoutCall(range) { () throws(LayoutError) in try layout.modify(listID) { $0.table = .selfSizingCollection } }
        }
        try fill(layout.root, with: listID, range, &layout)
        return nameView(list, name, &layout)
    }

    /// Adds `v` to `host` with the host's bounds as its frame, resized with
    /// it (a flexible width and height): a list filling the root, a view a
    /// container controller shows.
    mutating func fill(_ host: ViewID, with v: ViewID, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        let size = currentFrame(host, layout).size
        try layoutCall(range) { () throws(LayoutError) in
            try layout.modify(v) { $0.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
            try layout.addSubview(v, to: host)
        }
        try setAutoresizingMask(v, .array([.enumCase("flexibleWidth"), .enumCase("flexibleHeight")]), range, &layout)
    }

    /// The view of a view controller that is not the one presented (a
    /// child's `child.view`): made when first asked for, as UIKit loads it,
    /// and its `loadView` and `viewDidLoad` run then.
    mutating func childView(of id: ObjectID, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) -> Value {
        if let view = objects[id.index].properties["view"], case .view = view { return view }
        let typeName = objects[id.index].typeName
        let base = (typeName.split(separator: ".").last.map(String.init) ?? typeName)
        // Named after what holds the controller (`host.view`); held by
        // nothing, after its type in lower camel case as Swift spells it:
        // `UIHostingController` → `uiHostingController`.
        let capitals = base.prefix { $0.isUppercase }.count
        let lowered = capitals > 1 && capitals < base.count ? capitals - 1 : max(1, capitals)
        let name = (objects[id.index].boundName?.name ?? (base.prefix(lowered).lowercased() + base.dropFirst(lowered))) + ".view"
        let made = try layoutCall(range) { () throws(LayoutError) -> ViewID in
            let made = try layout.makeView(.view, name: layout.freshName(name))
            try layout.modify(made) { $0.isControllerRoot = true }
            return made
        }
        objects[id.index].properties["view"] = .view(made)
        for method in ["loadView", "viewDidLoad"] {
            _ = try loadingView { (me: inout Interpreter) throws(LanguageError) in try me.callLifecycle(method, on: .object(id), &layout) }
        }
        try showRoot(of: id, in: made, range, &layout)
        return objects[id.index].properties["view"] ?? .view(made)
    }

    /// `view = formView` (in `loadView`): a plain view becomes the root
    /// view, and every value that held it holds the root; a table, scroll
    /// or stack view fills the root instead (the root is a plain view).
    mutating func adoptAsRoot(_ value: Value, _ range: SourceRange, _ layout: inout Layout) throws(LanguageError) {
        guard case .view(let adopted) = value else { throw LanguageError("a view controller's view must be a view, not \(value.kindName)", range) }
        let root = layout.root
        guard adopted != root else { return }
        if layout[adopted].kind != .view, layout[adopted].superview == nil {
            // layoutsh's root is a plain view: a table or scroll view given as
            // the controller's view fills it instead, as `controllerTable` does.
            try fill(root, with: adopted, range, &layout)
            note("note: \(layout[adopted].name) is a \(layout[adopted].typeName): layoutsh keeps the root a plain view, "
                 + "which \(layout[adopted].name) fills (views added to view are not inside it)")
            return
        }
        try layoutCall(range) { () throws(LayoutError) in try layout.adoptAsRoot(adopted) }
        if let object = viewObjects.removeValue(forKey: adopted) {
            viewObjects[root] = object
            objects[object.index].view = root
        }
        func swap(_ v: Value) -> Value { v.replacingView(adopted, with: root) }
        for f in frames.indices {
            for s in frames[f].scopes.indices { frames[f].scopes[s] = frames[f].scopes[s].mapValues(swap) }
            frames[f].selfValue = frames[f].selfValue.map(swap)
        }
        for o in objects.indices { objects[o].properties = objects[o].properties.mapValues(swap) }
        statics = statics.mapValues(swap)
        for k in chains.indices {
            let target = chains[k].target.map(swap)
            guard chains[k].item == .view(adopted) || target.map({ identical($0, chains[k].target ?? .null) }) == false else { continue }
            willChangeChain(k)
            if chains[k].item == .view(adopted) { chains[k].item = .view(root) }
            chains[k].target = target
        }
        if let chainsOfView = snapChainsByItem.removeValue(forKey: .view(adopted)) { snapChainsByItem[.view(root), default: []] += chainsOfView }
        intrinsicSizeViews = intrinsicSizeViews.map { $0 == adopted ? root : $0 }
    }
}
