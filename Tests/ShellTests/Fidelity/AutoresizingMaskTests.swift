import Shell
import Testing

/// Frame-based views with an `autoresizingMask`: when the superview's size
/// changes, the change is shared among the flexible parts in proportion
/// to their sizes (Apple's documentation of `autoresizingMask`).
@Suite struct AutoresizingMaskTests {
    @Test func flexibleMarginsKeepAViewCentredAndFlexibleSizesFollow() throws {
        let session = try Session()
        let output = session.handle("""
            let badge = UIView(frame: CGRect(x: 146.5, y: 100, width: 100, height: 40))
            badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            view.addSubview(badge)
            let footer = UIView(frame: CGRect(x: 0, y: 792, width: 393, height: 60))
            footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            view.addSubview(footer)
            """)
        #expect(!output.failed, "\(output.errors)")
        _ = session.handle(":rotate")
        // 852 wide: the badge keeps its centre in the middle, (852 − 100) / 2;
        // the footer keeps its bottom (393 − 60) and grows to the full width.
        for assertion in ["badge.frame == (376, 100, 100, 40)", "footer.frame == (0, 333, 852, 60)", "no broken", "no ambiguous"] {
            let result = session.handle(":expect \(assertion)")
            #expect(!result.failed, "\(assertion): \(result.lines)")
        }
        let typo = session.handle("footer.autoresizingMask = [.flexibleWdith]")
        #expect(typo.failed && typo.errors.joined().contains("did you mean '.flexibleWidth'?"), "\(typo.errors)")
    }

    /// The fix for a frame turned into constraints names that view's own
    /// mask, as UIKit's log tags it (`h=&-- v=--&` for a view pinned to the
    /// top right), not the default's.
    @Test func theFixNamesTheViewsOwnMask() throws {
        let session = try Session()
        _ = session.handle("""
            let close = UIView(frame: CGRect(x: 300, y: 70, width: 44, height: 44))
            close.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
            view.addSubview(close)
            close.widthAnchor.constraint(equalToConstant: 60).isActive = true
            """)
        let fixes = session.handle(":broken").lines.joined(separator: " ")
        #expect(fixes.contains("(h=&-- v=--&)"), "\(fixes)")
    }
}
