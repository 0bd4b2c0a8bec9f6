import Foundation
import Testing
import LayoutModel
@testable import Shell

/// Whole Swift files written in the styles of real projects (Swift 2 to 5,
/// SnapKit 0.x to 5, anchors, NSLayoutConstraint(item:), stack and scroll
/// views, custom views, cells, extensions), each loaded unchanged as
/// `layoutsh FILE.swift` loads it: no error, and the frames worked out by
/// hand in its `.expected` file (`Tests/Corpus/README.md` has the format).
@Suite struct CorpusTests {
    static let folder = TranscriptTests.root.appendingPathComponent("Tests/Corpus")

    /// Every `.expected` file, sorted.
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".expected") }.sorted()
    }()

    /// What an `.expected` file says: the files to load, the device, the frames.
    struct Expectation {
        var files: [String] = []
        var device = Device.defaultDevice
        var frames: [(name: String, frame: Rect)] = []
    }

    static func read(_ name: String) throws -> Expectation {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        var expectation = Expectation()
        for line in text.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "files": expectation.files = Array(words.dropFirst())
            case "device":
                guard words.count == 2, let device = Device.preset(named: words[1]) else { throw CorpusError("\(name): bad device line '\(line)'") }
                expectation.device = device
            case "frame":
                let numbers = words.dropFirst(2).compactMap(Double.init)
                guard words.count == 6, numbers.count == 4 else { throw CorpusError("\(name): bad frame line '\(line)'") }
                expectation.frames.append((words[1], Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
            case nil: continue
            default: throw CorpusError("\(name): unknown line '\(line)'")
            }
        }
        if expectation.files.isEmpty { expectation.files = [String(name.dropLast(".expected".count)) + ".swift"] }
        return expectation
    }

    struct CorpusError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test func thereAreAtLeast25Files() {
        let swiftFiles = ((try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []).filter { $0.hasSuffix(".swift") }
        #expect(swiftFiles.count >= 25)
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func loadsUnchangedWithTheFramesWorkedOutByHand(_ name: String) throws {
        let expectation = try Self.read(name)
        let session = try Session(device: expectation.device)
        session.file = "Tests/Corpus"
        var files: [(path: String, text: String)] = []
        for file in expectation.files {
            let path = "Tests/Corpus/" + file
            files.append((path, try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)))
        }
        let output = session.loadSwift(files)
        #expect(output.errors.isEmpty, "\(name): \(output.errors.joined(separator: "\n"))")
        #expect(session.interpreter.presentedName != nil || !output.lines.isEmpty, "\(name): nothing was presented or run")
        #expect(!expectation.frames.isEmpty, "\(name) expects no frames")
        for (view, frame) in expectation.frames {
            let id = session.engine.layout.view(named: view)
            #expect(id != nil, "\(name): no view named \(view); views: \(session.engine.layout.views.map(\.name))")
            guard let id else { continue }
            let actual = session.engine.frame(of: id)
            #expect(actual.map { Self.close($0, frame) } == true, "\(name): \(view) is \(String(describing: actual)), expected \(frame)")
        }
        // `:layout`'s frames, read a subtree at a time, are `frame(of:)`'s
        // exactly, from the root and from every view that holds others.
        let engine = session.engine
        for top in engine.layout.views.map(\.name) {
            guard let (_, list) = session.views(below: top) else { continue }
            let views = list.map(\.0)
            #expect(engine.frames(ofSubtree: views) == views.map { engine.frame(of: $0) }, "\(name): below \(top)")
        }
    }

    /// Equal to the hundredth of a point (hand arithmetic writes 20.33 for 61/3).
    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }
}
