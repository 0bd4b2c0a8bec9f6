import Testing
@testable import Shell

/// `UIView.keyboardLayoutGuide` (iOS 15) with the keyboard hidden, which is
/// how layoutsh always shows a screen. Apple's documentation of
/// `usesBottomSafeArea`: true by default, "the layout guide ties to the
/// bottomAnchor of the view's safeAreaLayoutGuide"; false ties it "to the
/// bottomAnchor of the view instead".
@Suite struct KeyboardGuideTests {
    /// A bar pinned above the keyboard, 44 high, on an iPhone 15 (852 high,
    /// 34 of home indicator): its bottom is the safe area's, 852 − 34 = 818,
    /// so y = 774; without the safe area, 852 − 44 = 808. Turned to
    /// landscape (393 high, 21 of home indicator): 393 − 21 − 44 = 328.
    @Test func theGuideIsTheStripBelowTheSafeArea() throws {
        let (session, lines) = try FidelityTests.session("""
            let bar = UIView()
            view.addSubview(bar)
            bar.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        FidelityTests.expect(session, "bar.frame == (0, 774, 393, 44)")
        #expect(session.handle(":ambiguous").lines == ["no ambiguous values"])
        _ = session.handle(":rotate")
        FidelityTests.expect(session, "bar.frame == (0, 328, 852, 44)")
        _ = session.handle(":rotate")
        #expect(!session.handle("view.keyboardLayoutGuide.usesBottomSafeArea = false").failed)
        FidelityTests.expect(session, "bar.frame == (0, 808, 393, 44)")
        // Settings that only matter while the keyboard shows are noted.
        let noted = session.handle("view.keyboardLayoutGuide.followsUndockedKeyboard = true")
        #expect(noted.lines.contains { $0.contains("followsUndockedKeyboard") }, "\(noted.lines)")
        #expect(session.handle("view.keyboardLayoutGuide.usesBottomSafeArea = 1").failed)
    }

    /// SnapKit reaches the guide as it reaches the others, and a child
    /// view's guide follows that view's safe area: a container 100 from the
    /// top and 400 high overlaps none of the home indicator, so a field at
    /// its keyboard guide's top sits at its bottom (400 − 30 = 370 inside).
    @Test func snapKitAndAChildViewsGuide() throws {
        let (session, lines) = try FidelityTests.session("""
            let container = UIView()
            view.addSubview(container)
            container.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(100)
                make.left.right.equalToSuperview()
                make.height.equalTo(400)
            }
            let field = UITextField()
            container.addSubview(field)
            field.snp.makeConstraints { make in
                make.left.right.equalToSuperview()
                make.height.equalTo(30)
                make.bottom.equalTo(container.keyboardLayoutGuide.snp.top)
            }
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        FidelityTests.expect(session, "field.frame == (0, 370, 393, 30)")
        // Pinned to the screen's bottom, the container overlaps all 34.
        _ = session.handle("container.snp.remakeConstraints { make in make.left.right.bottom.equalToSuperview(); make.height.equalTo(400) }")
        FidelityTests.expect(session, "field.frame == (0, 336, 393, 30)")
    }
}
