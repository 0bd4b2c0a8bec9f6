import Testing
@testable import LayoutModel
import Cassowary

/// Every preset in both orientations: the root's safe area and margins as
/// UIKit reports them, and rotation through the engine.
@Suite struct DeviceTests {
    /// (name, portrait size, portrait safe area, landscape safe area, side
    /// margins in portrait and landscape: 16 at compact width, 20 at regular)
    static let table: [(String, Size, EdgeInsets, EdgeInsets, (Double, Double))] = [
        ("iphone-se", Size(width: 375, height: 667), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero, (16, 16)),
        ("iphone-15", Size(width: 393, height: 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
         EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), (16, 16)),
        ("iphone-15-pro", Size(width: 393, height: 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
         EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), (16, 16)),
        ("iphone-15-pro-max", Size(width: 430, height: 932), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
         EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), (16, 20)),
        ("ipad", Size(width: 820, height: 1180), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
         EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), (20, 20)),
        ("iphone-16e", Size(width: 390, height: 844), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
         EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), (16, 16)),
        ("iphone-16-pro", Size(width: 402, height: 874), EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
         EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), (16, 16)),
        ("iphone-17-pro-max", Size(width: 440, height: 956), EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
         EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), (16, 20)),
        ("ipad-mini", Size(width: 744, height: 1133), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
         EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), (20, 20)),
        ("ipad-pro-13", Size(width: 1032, height: 1376), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
         EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), (20, 20)),
    ]

    @Test(arguments: 0..<10)
    func safeAreaAndMarginsInBothOrientations(row: Int) throws {
        let (name, size, portrait, landscape, sides) = DeviceTests.table[row]
        let device = try #require(Device.preset(named: name))
        #expect(Device.presets.map(\.name).contains(name))
        let s = try Scene(device: device)
        let safe = try s.add("safe")
        try s.pinEdges(safe, to: .safeArea(s.root))
        let margins = try s.add("margins")
        try s.pinEdges(margins, to: .margins(s.root))
        for orientation in [Orientation.portrait, .landscape, .portrait] {
            try s.engine.apply { $0.device.orientation = orientation }
            let screen = orientation == .portrait ? size : Size(width: size.height, height: size.width)
            let insets = orientation == .portrait ? portrait : landscape
            #expect(s.frame(s.root) == Rect(x: 0, y: 0, width: screen.width, height: screen.height))
            #expect(s.frame(safe) == Rect(x: 0, y: 0, width: screen.width, height: screen.height).inset(by: insets),
                    "\(name) \(orientation) safe area")
            // Margins: the safe area, plus the side margin left and right.
            let side = orientation == .portrait ? sides.0 : sides.1
            let m = insets + EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            #expect(s.frame(margins) == Rect(x: 0, y: 0, width: screen.width, height: screen.height).inset(by: m),
                    "\(name) \(orientation) margins")
        }
    }

    @Test func customDeviceTurnsItsSafeAreaWithIt() {
        let device = Device.custom(Size(width: 300, height: 500), safeArea: EdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
        #expect(device.name == "300x500")
        let turned = DeviceState(device, orientation: .landscape)
        #expect(turned.viewportSize == Size(width: 500, height: 300))
        // The top inset moves to the left, the bottom to the right.
        #expect(turned.safeArea == EdgeInsets(top: 0, left: 10, bottom: 0, right: 5))
    }
}
