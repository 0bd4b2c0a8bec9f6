import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Shell

/// The layout drawn as SVG: a well-formed document (read back by an XML
/// parser), a box and a name for every view, text inside labels, red for a
/// broken constraint with a line between its anchors, hatching for an
/// ambiguous view, a scroll view's content area, and guides on request.
/// Set LAYOUTSH_SVG_DIR to keep the drawings for a look.
@Suite struct SVGPictureTests {
    /// The elements of `svg` by name, with their attributes, or nil if it is not well-formed XML.
    final class Elements: NSObject, XMLParserDelegate {
        var found: [(name: String, attributes: [String: String])] = []
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            found.append((name, attributes))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        static func read(_ svg: String) -> Elements? {
            let elements = Elements()
            let parser = XMLParser(data: Data(svg.utf8))
            parser.delegate = elements
            return parser.parse() ? elements : nil
        }
    }

    /// A scroll view filling the screen, its content pinned by its edges,
    /// as wide as the screen and 2000 high.
    static let tallContent = """
        let scrollView = UIScrollView()
        view.addSubview(scrollView)
        scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let content = UIView()
        scrollView.addSubview(content)
        content.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalTo(scrollView)
            make.height.equalTo(2000)
        }
        """

    func drawing(_ code: String, guides: Bool = false, name: String) throws -> (String, Elements) {
        let session = try Session()
        let output = session.handle(code)
        #expect(output.errors.isEmpty, "\(output.errors)")
        let svg = SVGPicture(guides: guides).document(session.engine)
        if let dir = ProcessInfo.processInfo.environment["LAYOUTSH_SVG_DIR"] {
            try svg.write(toFile: dir + "/" + name + ".svg", atomically: true, encoding: .utf8)
        }
        let elements = try #require(Elements.read(svg), "not well-formed:\n\(svg)")
        return (svg, elements)
    }

    @Test func aCardWithALabelAndAConflict() throws {
        let (svg, elements) = try drawing("""
            let card = UIView()
            view.addSubview(card)
            card.snp.makeConstraints { make in
                make.top.left.right.equalTo(view.safeAreaLayoutGuide).inset(20)
                make.height.equalTo(120)
            }
            let title = UILabel()
            title.text = "Hello & <welcome>"
            card.addSubview(title)
            title.snp.makeConstraints { make in make.center.equalToSuperview() }
            let badge = UIView()
            card.addSubview(badge)
            badge.snp.makeConstraints { make in
                make.top.right.equalToSuperview()
                make.width.equalTo(40)
                make.width.equalTo(60)
                make.height.equalTo(20)
            }
            """, name: "card")
        let views = elements.found.filter { $0.name == "g" && $0.attributes["class"] == "view" }
        #expect(views.map { $0.attributes["data-name"] ?? "" } == ["view", "card", "title", "badge"])
        #expect(elements.text.contains("Hello & <welcome>"))
        #expect(svg.contains("Hello &amp; &lt;welcome&gt;"))
        let broken = elements.found.filter { $0.attributes["class"] == "broken" }
        #expect(broken.count == 1)
        #expect(elements.found.contains { $0.name == "rect" && $0.attributes["stroke"] == "#d70000" })
    }

    @Test func anAmbiguousViewIsHatchedAndAScrollViewShowsItsContent() throws {
        let (_, elements) = try drawing(Self.tallContent + """

            let floating = UIView()
            view.addSubview(floating)
            floating.snp.makeConstraints { make in make.size.equalTo(50) }
            """, guides: true, name: "scroll")
        #expect(elements.found.contains { $0.name == "rect" && $0.attributes["fill"] == "url(#ambiguous)" })
        let content = try #require(elements.found.first { $0.attributes["class"] == "content" })
        #expect(content.attributes["height"] == "2000")
        #expect(elements.found.contains { $0.attributes["class"] == "safe-area" })
    }
}
