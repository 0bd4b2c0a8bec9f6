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
        FidelityTests.expect(session, "spinner.frame == (0, 0, 37, 37)", "small.frame == (0, 37, 20, 20)",
                             "slider.frame == (0, 57, 200, 30)", "progress.frame == (0, 87, 200, 4)",
                             "stepper.frame == (0, 91, 94, 32)", "field.frame == (0, 123, 54.666667, 34)", "no ambiguous")
        // Without a width, a slider in a leading stack is squeezed to
        // nothing by the stack's ambiguity suppression (width == 0 @25).
        _ = session.handle("slider.snp.removeConstraints()")
        #expect(!session.handle(":expect slider.width == 0").failed)
    }

    /// A switch, a stepper and a spinner hug their size at 750 on both
    /// axes, and a progress bar its height (the defaults UIKit gives them,
    /// in code as in Interface Builder): in a row beside a label they keep
    /// their size and the label takes the rest, with no tie to report.
    @Test func fixedSizeControlsHugHarderThanALabel() throws {
        let (session, lines) = try FidelityTests.session("""
            let title = UILabel()
            title.text = "Wi-Fi"
            let toggle = UISwitch()
            let row = UIStackView(arrangedSubviews: [title, toggle])
            row.spacing = 8
            let count = UILabel()
            count.text = "3"
            let stepper = UIStepper()
            let spinner = UIActivityIndicatorView()
            let counter = UIStackView(arrangedSubviews: [count, stepper, spinner])
            counter.alignment = .center
            let progress = UIProgressView()
            let form = UIStackView(arrangedSubviews: [row, counter, progress])
            form.axis = .vertical
            view.addSubview(form)
            form.snp.makeConstraints { make in make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide) }
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        FidelityTests.expect(session, "toggle.frame == (342, 0, 51, 31)", "title.width == 334",
                             "stepper.frame == (279, 0, 94, 32)", "spinner.frame == (373, 6, 20, 20)",
                             "progress.height == 4", "progress.width == 393", "no ambiguous")
        #expect(session.handle(":ambiguous").lines == ["no ambiguous values"])
    }
}

/// UITextView with scrolling off sizes itself to its text, the pattern of
/// self-sizing text in forms and chats. Apple's documentation:
/// `textContainerInset` is 8 above and below, `lineFragmentPadding` 5 on
/// each side of a line; a text view's text is 12 pt until a font is set.
@Suite struct TextViewSizeTests {
    @Test func aTextViewThatDoesNotScrollIsAsTallAsItsText() throws {
        let (session, lines) = try FidelityTests.session("""
            let textView = UITextView()
            textView.isScrollEnabled = false
            textView.font = .systemFont(ofSize: 17)
            textView.text = "Hello"
            view.addSubview(textView)
            textView.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide)
                make.left.right.equalToSuperview().inset(16)
            }
            let empty = UITextView()
            empty.isScrollEnabled = false
            view.addSubview(empty)
            empty.snp.makeConstraints { make in
                make.top.equalTo(textView.snp.bottom)
                make.left.right.equalToSuperview().inset(16)
            }
            """)
        #expect(!lines.contains { $0.hasPrefix("error") }, "\(lines)")
        // One 17 pt line (20.33) and 8 + 8; empty, one 12 pt line (14.33) and 16.
        FidelityTests.expect(session, "textView.frame == (16, 59, 361, 36.333333)", "empty.frame == (16, 95.333333, 361, 30.333333)", "no ambiguous")
        // Text wider than 361 − 10 wraps to two lines: 40.67 + 16.
        _ = session.handle("textView.text = \"A much longer text that wraps over several lines once it meets the edge\"")
        #expect(!session.handle(":expect textView.height == 56.666667").failed)
        let line = session.handle(":layout textView").lines.first ?? ""
        // Its content is text, not views: no contentSize to report.
        #expect(line.hasPrefix("textView  UITextView  ") && !line.contains("contentSize"), "\(line)")
        // Scrolling again, it has no size of its own: nothing sets its height.
        _ = session.handle("textView.isScrollEnabled = true")
        #expect(!session.handle(":expect ambiguous textView.height").failed)
    }
}
