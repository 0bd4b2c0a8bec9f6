import Foundation
import Testing
import Cassowary
import LayoutModel
@testable import Shell

/// The code export's test is a round trip: every example (built in and in
/// examples/) and every pitfall transcript, exported in both styles and
/// loaded into a fresh session, gives the same frames for every view, the
/// same broken constraints and the same ambiguous values. Set
/// LAYOUTSH_EXPORT_DIR to keep the exports for a look.
@Suite struct CodeExportRoundTripTests {
    /// The sessions to export: `builtin:NAME`, or a transcript's path from the package root.
    static let cases: [String] = BuiltinExample.allCases.map { "builtin:\($0.rawValue)" }
        + TranscriptTests.files.filter { $0.hasPrefix("examples/") || $0.contains("/pitfall-") }

    /// The session a case ends in.
    static func session(_ name: String) throws -> Session {
        let session = try Session()
        if name.hasPrefix("builtin:"), let example = BuiltinExample(rawValue: String(name.dropFirst("builtin:".count))) {
            _ = session.runScript(example.script, file: name)
            return session
        }
        let url = TranscriptTests.root.appendingPathComponent(name)
        let transcript = Transcript(parsing: try String(contentsOf: url, encoding: .utf8))
        session.file = url.lastPathComponent
        session.directory = url.deletingLastPathComponent().path
        for entry in transcript.entries { _ = session.handle(entry.input.joined(separator: "\n"), line: entry.line) }
        return session
    }

    /// What a round trip must keep, with views by the names the export gives them.
    struct Facts: Equatable {
        var frames: [String: Rect] = [:]
        var broken: Set<String> = []
        var ambiguous: Set<String> = []

        /// `name` names each view as the export does; `ordinal` numbers a
        /// user constraint as the loaded export numbers it.
        init(_ engine: LayoutEngine, name: (ViewID) -> String, ordinal: (ConstraintID) -> Int?) {
            let layout = engine.layout
            func item(_ i: LayoutItem) -> String {
                switch i {
                case .view(let v): return name(v)
                case .guide(let g): return "guide\(g.index)"
                case .safeArea(let v): return name(v) + ".safeArea"
                case .margins(let v): return name(v) + ".margins"
                case .readable(let v): return name(v) + ".readable"
                case .keyboard(let v): return name(v) + ".keyboard"
                case .contentGuide(let v): return name(v) + ".content"
                case .frameGuide(let v): return name(v) + ".frame"
                case .stackGuide(let v, let g): return name(v) + ".\(g)"
                }
            }
            for (v, frame) in engine.frames() { frames[name(v)] = frame }
            for (c, _) in engine.brokenConstraints {
                if !c.id.isGenerated {
                    broken.insert("#\(ordinal(c.id).map(String.init) ?? "?")")
                    continue
                }
                let origin: String
                switch c.origin {
                case .user: origin = "user"
                case .stackView(let v): origin = "stack " + name(v)
                case .boxView(let v): origin = "box " + name(v)
                case .autoresizing(let v): origin = "autoresizing " + name(v)
                case .tableView(let v): origin = "table " + name(v)
                case .intrinsic(let v): origin = "intrinsic " + name(v)
                case .system: origin = "system"
                }
                let second = c.second.map { " \(item($0.item)).\($0.attribute)" } ?? ""
                broken.insert("\(origin): \(item(c.first.item)).\(c.first.attribute) \(c.relation.rawValue)\(second) "
                              + "\(formatNumber(c.constant)) @\(c.priority) \(c.identifier ?? "")")
            }
            let found = engine.ambiguousAttributes()
            for (v, attribute) in found.frames { ambiguous.insert("\(name(v)).\(attribute)") }
            for (v, attribute) in found.contentSizes { ambiguous.insert("\(name(v)).contentSize.\(attribute)") }
            _ = layout
        }
    }

    @Test(arguments: cases, CodeStyle.allCases)
    func loadingTheExportGivesTheSameLayout(_ name: String, _ style: CodeStyle) throws {
        try Self.roundTrip(try Self.session(name), name, style)
    }

    /// The whole-file corpus too: cells, custom views, frames set in code.
    @Test(arguments: CorpusTests.cases, CodeStyle.allCases)
    func loadingTheExportOfACorpusFileGivesTheSameLayout(_ name: String, _ style: CodeStyle) throws {
        let expectation = try CorpusTests.read(name)
        let session = try Session(device: expectation.device)
        var files: [(path: String, text: String)] = []
        for file in expectation.files {
            files.append((file, try String(contentsOf: CorpusTests.folder.appendingPathComponent(file), encoding: .utf8)))
        }
        _ = session.loadSwift(files)
        try Self.roundTrip(session, name, style)
    }

    /// Exports `original` in `style`, loads it into a fresh session, and
    /// checks that the frames, broken and ambiguous sets are the same.
    /// `asSwiftFile`: written and loaded as a `.swift` file, whose shell
    /// lines are comments (so only for a layout on the default device).
    static func roundTrip(_ original: Session, _ name: String, _ style: CodeStyle, asSwiftFile: Bool = false) throws {
        let export = CodeExport(original.engine, style: style)
        let code = export.document(forSwiftFile: asSwiftFile).text
        if let dir = ProcessInfo.processInfo.environment["LAYOUTSH_EXPORT_DIR"] {
            let file = name.split(separator: "/").last.map(String.init) ?? name
            try code.write(toFile: "\(dir)/\(file).\(style).lsh", atomically: true, encoding: .utf8)
        }
        let names = export.names
        let layout = original.engine.layout
        let ordinals = Dictionary(uniqueKeysWithValues: export.constraints.enumerated().map { ($1.id, $0 + 1) })
        let want = Facts(original.engine, name: { names.name($0, layout) }, ordinal: { ordinals[$0] })

        let copy = try Session()
        let output = asSwiftFile ? copy.loadSwift([("export.swift", code)]) : copy.runScript(code, file: "export.lsh")
        #expect(output.errors.isEmpty, "the export of \(name) does not load:\n\(output.errors.joined(separator: "\n"))\n\(code)")
        let loaded = copy.engine.layout
        let got = Facts(copy.engine, name: { loaded[$0].name }, ordinal: { $0.number })

        #expect(got.frames.keys.sorted() == want.frames.keys.sorted(), "views differ in \(name)\n\(code)")
        for key in want.frames.keys.sorted() where got.frames[key] != want.frames[key] {
            Issue.record("\(name) (\(style)): \(key) is \(got.frames[key].map { "\($0)" } ?? "missing"), not \(want.frames[key].map { "\($0)" } ?? "")\n\(code)")
        }
        #expect(got.broken == want.broken, "\(name) (\(style)): broken \(got.broken.sorted()) ≠ \(want.broken.sorted())\n\(code)")
        #expect(got.ambiguous == want.ambiguous, "\(name) (\(style)): ambiguous \(got.ambiguous.sorted()) ≠ \(want.ambiguous.sorted())\n\(code)")
    }
}
