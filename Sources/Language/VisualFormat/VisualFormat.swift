import Cassowary
import LayoutModel

/// A format string of Auto Layout's Visual Format Language, parsed:
/// `H:|-[find]-[findNext]-[findField(>=20)]-|`.
///
/// Apple's grammar (Auto Layout Guide, "Visual Format Language"):
///
///     format     ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation ::= 'H' | 'V'
///     superview  ::= '|'
///     view       ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection ::= '' | '-' predicates '-' | '-'
///     predicates ::= simple | '(' predicate (',' predicate)* ')'
///     simple     ::= metric | number
///     predicate  ::= relation? object ('@' priority)?
///     relation   ::= '==' | '<=' | '>='
///     object     ::= constant | view name (in a view's predicates)
///     priority   ::= metric | number
///
/// Metric names are resolved when the constraints are made (`VisualFormat+Constraints`).
struct VisualFormat: Sendable {
    enum Orientation: Sendable { case horizontal, vertical }

    /// A number, a metric's name or (for a view's size) another view's name.
    enum Object: Sendable, Equatable {
        case number(Double)
        case name(String)
    }

    /// `>=20@750`, where it starts in the format.
    struct Predicate: Sendable {
        var relation: Relation = .equal
        var object: Object
        var priority: Object?
        var column: Int
    }

    /// The space between two items: none (`[a][b]`), the standard one
    /// (`[a]-[b]`), or what the predicates say (`[a]-10-[b]`).
    enum Connection: Sendable {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// `[name(predicates)]`, where its name starts in the format.
    struct ViewElement: Sendable {
        var name: String
        var predicates: [Predicate]
        var column: Int
    }

    var orientation = Orientation.horizontal
    /// The connection from the superview's leading (top) edge, when the format starts with `|`.
    var leading: Connection?
    var views: [ViewElement] = []
    /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection to the superview's trailing (bottom) edge, when the format ends with `|`.
    var trailing: Connection?
    /// Where the leading and trailing `|` are, for errors about the superview.
    var leadingBarColumn: Int?
    var trailingBarColumn: Int?
}

/// A mistake in a format string, where UIKit's exception would put its
/// caret: `Expected ']'` at column 7 (0-based, in characters).
struct VisualFormatError: Error, Sendable {
    let message: String
    let column: Int
}

extension VisualFormat {
    /// Parses `format`, or throws where it stops making sense.
    init(parsing format: String) throws(VisualFormatError) {
        var scanner = FormatScanner(format)
        if let first = scanner.peek, first == "H" || first == "V", scanner.peek(at: 1) != nil {
            let isName = scanner.peek(at: 1).map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            if !isName {
                guard scanner.peek(at: 1) == ":" else {
                    throw VisualFormatError(message: "Expected ':' after '\(first)' to specify \(first == "V" ? "vertical" : "horizontal") arrangement",
                                            column: 1)
                }
                orientation = first == "V" ? .vertical : .horizontal
                scanner.advance(2)
            }
        }
        if scanner.peek == "|" {
            leadingBarColumn = scanner.position
            scanner.advance()
            leading = try scanner.connection()
        }
        views.append(try scanner.view())
        while !scanner.isAtEnd {
            let connection = try scanner.connection()
            if scanner.peek == "|" {
                trailingBarColumn = scanner.position
                trailing = connection
                scanner.advance()
                guard scanner.isAtEnd else { throw VisualFormatError(message: "Expected the end of the format after '|'", column: scanner.position) }
                break
            }
            connections.append(connection)
            views.append(try scanner.view())
        }
    }
}

/// Reads a format string character by character.
private struct FormatScanner {
    let characters: [Character]
    var position = 0

    init(_ format: String) { characters = Array(format) }

    var isAtEnd: Bool { position >= characters.count }
    var peek: Character? { peek(at: 0) }
    func peek(at offset: Int) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }
    mutating func advance(_ n: Int = 1) { position += n }

    mutating func expect(_ c: Character, _ what: String) throws(VisualFormatError) {
        guard peek == c else { throw VisualFormatError(message: "Expected \(what)", column: position) }
        advance()
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func view() throws(VisualFormatError) -> VisualFormat.ViewElement {
        guard peek == "[" else {
            throw VisualFormatError(message: isAtEnd ? "Expected a view" : "Expected a '[' here", column: position)
        }
        advance()
        let column = position
        guard let name = name() else { throw VisualFormatError(message: "Expected a view name", column: position) }
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" { predicates = try predicateList() }
        guard peek == "]" else { throw VisualFormatError(message: "Expected a ']' here", column: position) }
        advance()
        return VisualFormat.ViewElement(name: name, predicates: predicates, column: column)
    }

    /// What lies between two items; the next character is `[` or `|` after it.
    mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard peek == "-" else {
            guard peek == "[" || peek == "|" else {
                throw VisualFormatError(message: isAtEnd ? "Expected a view or '|' after the connection" : "Expected a '-', '[' or '|' here",
                                        column: position)
            }
            return .flush
        }
        advance()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try predicateList()
        } else {
            let column = position
            guard let object = object() else { throw VisualFormatError(message: "Expected a number or metric name", column: position) }
            predicates = [VisualFormat.Predicate(object: object, column: column)]
        }
        try expect("-", "a '-' here")
        guard peek == "[" || peek == "|" else { throw VisualFormatError(message: "Expected a view or '|' here", column: position) }
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`.
    mutating func predicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        try expect("(", "'('")
        var list: [VisualFormat.Predicate] = []
        repeat {
            if peek == "," { advance() }
            list.append(try predicate())
        } while peek == ","
        try expect(")", "a ')' here")
        return list
    }

    /// `>=20@750`, `==other`, `padding`.
    mutating func predicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        let column = position
        var relation = Relation.equal
        if let a = peek, let b = peek(at: 1), b == "=", a == "=" || a == "<" || a == ">" {
            relation = a == "=" ? .equal : a == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            advance(2)
        }
        guard let target = object() else { throw VisualFormatError(message: "Expected a number, a metric or a view name", column: position) }
        var priority: VisualFormat.Object?
        if peek == "@" {
            advance()
            guard let p = object() else { throw VisualFormatError(message: "Expected a priority after '@'", column: position) }
            priority = p
        }
        return VisualFormat.Predicate(relation: relation, object: target, priority: priority, column: column)
    }

    /// A number (`20`, `0.5`, `-8`) or a name.
    mutating func object() -> VisualFormat.Object? {
        let start = position
        if peek == "-" || peek == "+" { advance() }
        var digits = ""
        while let c = peek, c.isNumber || c == "." { digits.append(c); advance() }
        if !digits.isEmpty, let n = Double(digits) {
            return .number(characters[start] == "-" ? -n : n)
        }
        position = start
        return name().map(VisualFormat.Object.name)
    }

    /// A name: a letter or `_`, then letters, digits and `_`.
    mutating func name() -> String? {
        guard let first = peek, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let c = peek, c.isLetter || c.isNumber || c == "_" { name.append(c); advance() }
        return name
    }
}
