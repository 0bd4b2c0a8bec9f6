import Shell
import Testing

/// The intrinsic sizes of UIKit's controls, as iOS 13 to 18 report them.
/// Sources: UIActivityIndicatorView's `.medium` is 20 × 20 and `.large`
/// 37 × 37 (measured, and the same as the old `.gray` and `.whiteLarge`);
/// UIStepper 94 × 32; UISlider and UIProgressView have no intrinsic width
/// ("only an intrinsic height": a printed `intrinsicContentSize` of a
/// slider is (−1, 30); a progress bar is 4 high since the rounded style of
/// iOS 13); a text field with `.roundedRect` is 34 high with 13 to 17 pt
/// text. iOS 26 redraws some of them (slider 34, switch 63 × 28).
@Suite struct ControlSizeTests {
    @Test func controlsTakeTheirIntrinsicSizes() throws {
        let (session, lines) = try FidelityTests.session("""
            let spinner = UIActivityIndicatorView(style: .large)
            let small = UIActivityIndicatorView()
            let slider = UISlider()
            let progress = UIProgressView(progressViewStyle: .default)
            let stepper = UIStepper()
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = "Email"
            let stack = UIStackView(arrangedSubviews: [spinner, small, slider, progress, stepper, field])
            stack.axis = .vertical
            stack.alignment = .leading
            view.addSubview(stack)
            stack.snp.makeConstraints { make in make.top.left.equalTo(view.safeAreaLayoutGuide) }
            slider.snp.makeConstraints { make in make.width.equalTo(200) }
            progress.snp.makeConstraints { make in make.width.equalTo(200) }
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        // Stacked from y 0: 37, 20, 30, 4, 32, then the field (34 high;
        // "Email" is 40.6 wide plus 7 on each side, 54.67 on the 3x grid).
        for assertion in ["spinner.frame == (0, 0, 37, 37)", "small.frame == (0, 37, 20, 20)",
                          "slider.frame == (0, 57, 200, 30)", "progress.frame == (0, 87, 200, 4)",
                          "stepper.frame == (0, 91, 94, 32)", "field.frame == (0, 123, 54.666667, 34)", "no ambiguous"] {
            let output = session.handle(":expect \(assertion)")
            #expect(!output.failed, "\(output.errors)")
        }
        // Without a width, a slider in a leading stack is squeezed to
        // nothing by the stack's ambiguity suppression (width == 0 @25).
        _ = session.handle("slider.snp.removeConstraints()")
        #expect(!session.handle(":expect slider.width == 0").failed)
    }
}
