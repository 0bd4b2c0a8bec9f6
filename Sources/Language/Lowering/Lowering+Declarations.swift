import SwiftSyntax

/// Declarations: variables, functions, types and their members.
extension Lowering {
    /// A declaration in a block or at top level.
    mutating func declarations(_ decl: DeclSyntax) -> [Statement] {
        let range = map.range(decl)
        switch decl.as(DeclSyntaxEnum.self) {
        case .variableDecl(let v):
            let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
            return v.bindings.map { binding in
                if binding.accessorBlock != nil {
                    return .unsupported("a computed variable outside a type", map.range(binding))
                }
                if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                    noteBinding(Lowering.name(name.identifier), type: binding.typeAnnotation?.type, initializer: binding.initializer?.value)
                }
                return .variable(pattern(binding.pattern, binding: true), binding.typeAnnotation.map { typeName($0.type) },
                                 binding.initializer.map { expression($0.value) }, isLet: isLet, map.range(v.bindingSpecifier, binding))
            }
        case .functionDecl(let f): return [.function(function(f))]
        case .classDecl(let c):
            return [.type(type(.class, Lowering.name(c.name), c.inheritanceClause, c.memberBlock, decl, c.name))]
        case .structDecl(let s):
            return [.type(type(.struct, Lowering.name(s.name), s.inheritanceClause, s.memberBlock, decl, s.name))]
        case .enumDecl(let e):
            return [.type(type(.enum, Lowering.name(e.name), e.inheritanceClause, e.memberBlock, decl, e.name))]
        case .actorDecl(let a):
            return [.type(type(.actor, Lowering.name(a.name), a.inheritanceClause, a.memberBlock, decl, a.name))]
        case .protocolDecl(let p):
            return [.type(type(.protocol, Lowering.name(p.name), p.inheritanceClause, p.memberBlock, decl, p.name))]
        case .extensionDecl(let x):
            let extended = typeName(x.extendedType)
            return [.type(type(.extension, extended.qualified, x.inheritanceClause, x.memberBlock, decl, x.extendedType))]
        case .importDecl(let i): return [.skipped("import " + i.path.map(\.name.text).joined(separator: "."), range)]
        case .typeAliasDecl, .associatedTypeDecl, .operatorDecl, .precedenceGroupDecl:
            return [.skipped("declaration", range)]
        case .macroExpansionDecl(let m): return [.skipped("#" + m.macroName.text, range)]
        case .ifConfigDecl(let config): return ifConfigStatements(config)
        case .initializerDecl: return [.unsupported("an initializer outside a type", range)]
        case .deinitializerDecl: return [.unsupported("a deinitializer outside a type", range)]
        case .enumCaseDecl: return [.unsupported("an enum case outside an enum", range)]
        case .subscriptDecl: return [.unsupported("a subscript outside a type", range)]
        default: return [.unsupported("this declaration", range)]
        }
    }

    mutating func type(_ kind: TypeDeclaration.Kind, _ name: String, _ inheritance: InheritanceClauseSyntax?,
                       _ body: MemberBlockSyntax, _ decl: DeclSyntax, _ nameNode: some SyntaxProtocol) -> TypeDeclaration {
        let inherited = inheritance?.inheritedTypes.map { typeName($0.type).name } ?? []
        // The type's stored properties are in scope in all its members, declared before them or not.
        intScopes.append([:])
        defer { intScopes.removeLast() }
        for member in body.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            // Stored properties, and computed ones declared `Int` (`var columns: Int { isPad ? 3 : 2 }`).
            for binding in v.bindings where Lowering.isStored(binding) || binding.typeAnnotation.map({ Lowering.integerTypes.contains($0.type.trimmedDescription) }) == true {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                    noteBinding(Lowering.name(name.identifier), type: binding.typeAnnotation?.type, initializer: binding.initializer?.value)
                }
            }
        }
        // A protocol's requirements (`var topAnchor: NSLayoutYAxisAnchor { get }`, a
        // method without a body) are no implementation: a type that adopts it keeps its own.
        let implemented = body.members.filter { kind != .protocol || !Lowering.isRequirement($0.decl) }
        return TypeDeclaration(kind: kind, name: name, inherited: inherited, members: implemented.flatMap { member in detached(member.decl) { $0.members($1) } },
                               range: map.range(decl), nameRange: map.range(nameNode))
    }

    /// The members a declaration inside a type declares.
    mutating func members(_ decl: DeclSyntax) -> [Member] {
        let range = map.range(decl)
        switch decl.as(DeclSyntaxEnum.self) {
        case .variableDecl(let v): return properties(v)
        case .functionDecl(let f): return [.function(function(f))]
        case .initializerDecl(let i):
            return [.function(FunctionDeclaration(
                name: "init", kind: .initializer(failable: i.optionalMark != nil), parameters: parameters(i.signature.parameterClause),
                body: i.body.map { block($0.statements) }, isOverride: Lowering.has(i.modifiers, .override),
                range: range, nameRange: map.range(i.initKeyword)))]
        case .deinitializerDecl(let d):
            return [.function(FunctionDeclaration(name: "deinit", kind: .deinitializer, parameters: [], body: block(d.body),
                                                  range: range, nameRange: map.range(d.deinitKeyword)))]
        case .enumCaseDecl(let e):
            return e.elements.map { element in
                let associated = element.parameterClause.map { Array($0.parameters) } ?? []
                return .enumCase(name: Lowering.name(element.name), rawValue: element.rawValue.map { expression($0.value) },
                                 associated: associated.map { $0.firstName?.text }, defaults: associated.map { $0.defaultValue.map { expression($0.value) } },
                                 map.range(element))
            }
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            return declarations(decl).compactMap { if case .type(let t) = $0 { return .type(t) } else { return nil } }
        case .ifConfigDecl(let config):
            guard let clause = IfConfigChoice.chosen(config), case .decls(let list)? = clause.elements else { return [] }
            return list.flatMap { members($0.decl) }
        case .subscriptDecl: return [.skipped("subscript", range)]
        default: return [.skipped("declaration", range)]
        }
    }

    mutating func properties(_ v: VariableDeclSyntax) -> [Member] {
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        let isStatic = Lowering.has(v.modifiers, .static) || Lowering.has(v.modifiers, .class)
        let isLazy = Lowering.has(v.modifiers, .lazy)
        let isOverride = Lowering.has(v.modifiers, .override)
        // `var a, b: CGFloat`: the type written last applies to the names before it.
        let types = v.bindings.map { $0.typeAnnotation.map { typeName($0.type) } }
        // The first capitalised attribute may be a property wrapper (`@IBOutlet`, `@MainActor`… are UIKit's).
        var wrapper: (name: String, arguments: [Argument])?
        let isOutlet = v.attributes.contains { element in
            guard case .attribute(let a) = element else { return false }
            return ["IBOutlet", "IBOutletCollection"].contains(typeName(a.attributeName).name)
        }
        for element in v.attributes {
            guard case .attribute(let a) = element else { continue }
            let name = typeName(a.attributeName).name
            guard name.first?.isUppercase == true, !Lowering.uikitAttributes.contains(name) else { continue }
            var arguments: [Argument] = []
            if case .argumentList(let list)? = a.arguments {
                arguments = list.map { Argument(label: $0.label?.text, value: expression($0.expression)) }
            }
            wrapper = (name, arguments)
            break
        }
        return v.bindings.enumerated().map { index, binding in
            var getter: [Statement]?
            var setter: (name: String, body: [Statement])?
            var willSet: (name: String, body: [Statement])?
            var didSet: (name: String, body: [Statement])?
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?: getter = block(items)
            case .accessors(let list)?:
                for accessor in list {
                    let body = block(accessor.body)
                    let parameter = accessor.parameters.map { Lowering.name($0.name) }
                    switch accessor.accessorSpecifier.tokenKind {
                    case .keyword(.get): getter = body
                    case .keyword(.set): setter = (parameter ?? "newValue", body)
                    case .keyword(.willSet): willSet = (parameter ?? "newValue", body)
                    case .keyword(.didSet): didSet = (parameter ?? "oldValue", body)
                    default: break
                    }
                }
            case nil: break
            }
            let type = types[index...].lazy.compactMap { $0 }.first
            var property = PropertyDeclaration(
                pattern: pattern(binding.pattern, binding: true), type: type, initializer: binding.initializer.map { expression($0.value) },
                isLet: isLet, isStatic: isStatic, isLazy: isLazy, isOverride: isOverride, getter: getter, setter: setter,
                willSet: willSet, didSet: didSet, wrapper: wrapper, range: map.range(v.bindingSpecifier, binding))
            property.isOutlet = isOutlet
            return .property(property)
        }
    }

    mutating func function(_ f: FunctionDeclSyntax) -> FunctionDeclaration {
        let name = Lowering.name(f.name)
        var parameters = parameters(f.signature.parameterClause)
        for p in f.signature.parameterClause.parameters {
            pendingNames[Lowering.name(p.secondName ?? p.firstName)] = ["Int", "UInt"].contains(p.type.trimmedDescription)
        }
        // An operator's parameters have no argument labels (`static func < (lhs: T, rhs: T)`).
        if let first = name.first, !(first.isLetter || first == "_") {
            for i in parameters.indices { parameters[i].label = nil }
        }
        var declaration = FunctionDeclaration(
            name: name, parameters: parameters, body: f.body.map { block($0.statements) },
            isStatic: Lowering.has(f.modifiers, .static) || Lowering.has(f.modifiers, .class),
            isOverride: Lowering.has(f.modifiers, .override), range: map.range(f), nameRange: map.range(f.name))
        declaration.genericParameters = f.genericParameterClause?.parameters.map { Lowering.name($0.name) } ?? []
        declaration.returnType = f.signature.returnClause.map { typeName($0.type) }
        return declaration
    }

    mutating func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { p in
            let first = Lowering.name(p.firstName)
            let label: String? = first == "_" ? nil : first
            return Parameter(label: label, name: p.secondName.map { Lowering.name($0) } ?? first, type: typeName(p.type),
                             defaultValue: p.defaultValue.map { expression($0.value) }, isVariadic: p.ellipsis != nil)
        }
    }

    /// Whether a binding stores a value: no accessors, or only observers (`didSet`, `willSet`).
    /// Whether a member of a protocol only states a requirement: a property
    /// whose accessors have no bodies, a method or initializer without one.
    static func isRequirement(_ decl: DeclSyntax) -> Bool {
        if let f = decl.as(FunctionDeclSyntax.self) { return f.body == nil }
        if let i = decl.as(InitializerDeclSyntax.self) { return i.body == nil }
        if let s = decl.as(SubscriptDeclSyntax.self) { return s.accessorBlock.map { Lowering.bodiless($0) } ?? true }
        guard let v = decl.as(VariableDeclSyntax.self) else { return false }
        return v.bindings.allSatisfy { $0.accessorBlock.map { Lowering.bodiless($0) } ?? ($0.initializer == nil) }
    }

    private static func bodiless(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: return false
        case .accessors(let list): return list.allSatisfy { $0.body == nil }
        }
    }

    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: return true
        case .getter?: return false
        case .accessors(let list)?:
            return list.allSatisfy { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// Attributes of Apple's frameworks, never property wrappers of the input.
    static let uikitAttributes: Set<String> = [
        "IBOutlet", "IBInspectable", "IBAction", "IBDesignable", "MainActor", "NSManaged", "NSCopying", "GKInspectable",
        "Published", "State", "Binding", "ObservedObject", "EnvironmentObject", "Environment", "StateObject", "AppStorage",
        "UIApplicationMain", "NSApplicationMain",
    ]

    static func has(_ modifiers: DeclModifierListSyntax, _ keyword: Keyword) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
    }
}
