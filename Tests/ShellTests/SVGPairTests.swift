import Foundation
import Testing
import LayoutModel
@testable import Shell

/// `:export svg FILE --rotate | --scroll VIEW --to X,Y | --exercise VIEW`:
/// one well-formed SVG with the layout before and after the change side by
/// side, captioned, and the session left exactly as it was.
@Suite struct SVGPairTests {
    /// A session in a fresh directory of its own, with `code` run.
    func session(_ code: String) throws -> Session {
        let session = try Session()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsh-svg-pair-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        session.directory = directory.path
        let output = session.handle(code)
        #expect(output.errors.isEmpty, "\(output.errors)")
        return session
    }

    /// Runs `command`, then reads back the SVG it wrote to `pair.svg`.
    func pair(_ session: Session, _ command: String) throws -> (output: Output, elements: SVGPictureTests.Elements) {
        let before = (session.engine.frames().map { "\($0.view) \($0.frame)" }, session.engine.layout.device, session.entered)
        let output = session.handle(command)
        #expect(output.errors.isEmpty, "\(output.errors)")
        // Drawn from a copy: the session's frames, device and inputs are as they were.
        #expect(session.engine.frames().map { "\($0.view) \($0.frame)" } == before.0)
        #expect(session.engine.layout.device == before.1)
        #expect(session.entered == before.2)
        let svg = try String(contentsOfFile: session.resolve("pair.svg"), encoding: .utf8)
        if let dir = ProcessInfo.processInfo.environment["LAYOUTSH_SVG_DIR"] {
            try svg.write(toFile: dir + "/pair-" + (command.split(separator: " ").last.map(String.init) ?? "x") + ".svg", atomically: true, encoding: .utf8)
        }
        let elements = try #require(SVGPictureTests.Elements.read(svg), "not well-formed:\n\(svg)")
        #expect(elements.found.filter { $0.name == "g" && $0.attributes["class"] == "before" }.count == 1)
        #expect(elements.found.filter { $0.name == "g" && $0.attributes["class"] == "after" }.count == 1)
        return (output, elements)
    }

    /// The frame drawn for `name` on one side, as (x, y, width, height) attributes.
    func box(_ elements: SVGPictureTests.Elements, _ side: String, _ index: Int) -> [String] {
        guard let k = elements.found.firstIndex(where: { $0.attributes["id"] == "\(side)-view-\(index)" }), k + 1 < elements.found.count else { return [] }
        let rect = elements.found[k + 1].attributes
        return ["x", "y", "width", "height"].map { rect[$0] ?? "" }
    }

    static let card = """
        let card = UIView()
        view.addSubview(card)
        card.snp.makeConstraints { make in
            make.top.left.right.equalTo(view.safeAreaLayoutGuide).inset(20)
            make.height.equalTo(120)
        }
        """

    @Test func rotateDrawsPortraitAndLandscape() throws {
        let session = try session(Self.card)
        let (output, elements) = try pair(session, ":export svg pair.svg --rotate")
        #expect(output.lines == ["exported the layout before and after (:rotate landscape) as SVG to pair.svg"])
        let captions = elements.found.filter { $0.attributes["class"] == "caption" }
        #expect(captions.count == 2)
        #expect(elements.text.contains("before: portrait"))
        #expect(elements.text.contains("after: :rotate landscape"))
        #expect(box(elements, "before", 0) == ["0", "0", "393", "852"])
        #expect(box(elements, "after", 0) == ["0", "0", "852", "393"])
        #expect(box(elements, "after", 1) == ["79", "20", "694", "120"])
    }

    @Test func scrollDrawsTheContentMoved() throws {
        let session = try session(SVGPictureTests.tallContent)
        let (output, elements) = try pair(session, ":export svg pair.svg scrollView --scroll scrollView --to 0,300")
        #expect(output.lines == ["exported scrollView before and after (:scroll scrollView 0,300) as SVG to pair.svg"])
        // Resting at (0, -59) inside the safe area, then scrolled to 300: the content is 359 higher on screen.
        #expect(box(elements, "before", 2) == ["0", "59", "393", "2000"])
        #expect(box(elements, "after", 2) == ["0", "-300", "393", "2000"])
        #expect(elements.text.contains("after: :scroll scrollView 0,300"))
    }

    @Test func exerciseDrawsAnotherLayoutAsGood() throws {
        let session = try session("""
            let badge = UIView()
            view.addSubview(badge)
            badge.snp.makeConstraints { make in
                make.size.equalTo(40)
                make.top.equalToSuperview().offset(100)
            }
            """)
        let (_, elements) = try pair(session, ":export svg pair.svg --exercise badge")
        #expect(box(elements, "before", 1) != box(elements, "after", 1))
        #expect(box(elements, "before", 1).dropFirst() == box(elements, "after", 1).dropFirst())
        #expect(elements.text.contains("after: :exercise badge (badge.x = "))
    }

    @Test func wrongPairsAreRefused() throws {
        let session = try session(Self.card)
        for (command, message) in [
            (":export svg pair.svg --rotate --exercise card", "one change at a time: --rotate or --exercise"),
            (":export svg pair.svg --to 0,10", "--to goes with --scroll"),
            (":export svg pair.svg --scroll card --to 0,10", "card is not a UIScrollView"),
            (":export svg pair.svg --exercise card", "card is not ambiguous: every equally good layout gives it the same frame"),
            (":export snapkit code.lsh --rotate", "--rotate is for :export svg"),
            (":export anchors code.lsh card", ":export anchors writes the whole layout; it takes no view"),
        ] {
            let output = session.handle(command)
            #expect(output.errors.first?.hasPrefix("error: \(message)") == true, "\(command): \(output.errors)")
            #expect(!FileManager.default.fileExists(atPath: session.resolve("pair.svg")))
        }
    }
}
