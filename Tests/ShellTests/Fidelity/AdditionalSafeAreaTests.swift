import Testing
@testable import Shell

/// `additionalSafeAreaInsets` of the presented view controller: UIKit adds
/// them to its view's safe area, and every guide and subview follows.
@Suite struct AdditionalSafeAreaTests {
    static let player = """
        class PlayerViewController: UIViewController {
            let controls = UIView()
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
                view.addSubview(controls)
                view.addSubview(banner)
                controls.snp.makeConstraints { make in
                    make.leading.trailing.bottom.equalTo(view.safeAreaLayoutGuide)
                    make.height.equalTo(44)
                }
                banner.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.top.equalTo(view.safeAreaLayoutGuide.snp.bottom)
                    make.height.equalTo(60)
                }
            }
        }
        """

    @Test func theSafeAreaGrowsByThemOnEveryDevice() throws {
        let session = try Session()
        let output = session.loadSwift([("Player.swift", Self.player)])
        #expect(output.errors.isEmpty, "\(output.errors)")
        // 852 - 34 - 60 = 758: the safe area's bottom.
        FidelityTests.expect(session, "controls.frame == (0, 714, 393, 44)", "banner.frame == (0, 758, 393, 60)")
        // Landscape: (0, 59, 21, 59) and 60 more at the bottom; kept as the device turns.
        #expect(!session.handle(":rotate").failed)
        FidelityTests.expect(session, "controls.frame == (59, 268, 734, 44)", "banner.frame == (0, 312, 852, 60)")
        #expect(!session.handle(":device iphone-se").failed)
        #expect(!session.handle(":rotate").failed)
        // iPhone SE: no unsafe edges, 667 high: 667 - 60 = 607.
        FidelityTests.expect(session, "controls.frame == (0, 563, 375, 44)")
    }

    @Test func codeReadsThemAndTheExportKeepsThem() throws {
        let session = try Session()
        _ = session.loadSwift([("Player.swift", Self.player)])
        let read = session.handle("let probe = UIView()\nview.addSubview(probe)\nprobe.frame = CGRect(x: 0, y: 0, width: additionalSafeAreaInsets.bottom, height: 1)")
        #expect(!read.failed, "\(read.errors)")
        FidelityTests.expect(session, "probe.frame == (0, 0, 60, 1)")
        for style in CodeStyle.allCases { try CodeExportRoundTripTests.roundTrip(session, "additional safe area", style) }
    }
}
