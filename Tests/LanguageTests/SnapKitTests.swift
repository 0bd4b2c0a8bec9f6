import Testing
@testable import Language
import LayoutModel

/// SnapKit as its source defines it, where real code leans on the details:
/// which attribute an inset is read on, SnapKit 5.6's `equalToSuperview`
/// arguments, prepared constraints and the `Constraint` API.
@Suite struct SnapKitTests {
    /// An inset is read on the attribute related to (`layoutToAttribute`):
    /// `inset(-12)` from a view's bottom is 12 below it, from a leading
    /// edge's trailing one 8 after it; a last baseline is a bottom.
    @Test func anInsetIsReadOnTheAttributeRelatedTo() throws {
        let loaded = try load("""
            import SnapKit
            final class ChatViewController: UIViewController {
                let header = UIView(), body = UIView(), attach = UIView(), field = UIView(), caption = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [header, body, caption].forEach { view.addSubview($0) }
                    [attach, field].forEach { body.addSubview($0) }
                    caption.text = "Delivered"
                    header.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview(); $0.height.equalTo(100) }
                    body.snp.makeConstraints {
                        $0.top.equalTo(header.snp.bottom).inset(-12)
                        $0.leading.trailing.equalToSuperview()
                        $0.bottom.equalToSuperview().inset(20)
                    }
                    attach.snp.makeConstraints { $0.top.leading.equalToSuperview(); $0.size.equalTo(44) }
                    field.snp.makeConstraints {
                        $0.top.equalToSuperview()
                        $0.leading.equalTo(attach.snp.trailing).inset(-8)
                        $0.trailing.equalToSuperview().inset(16)
                        $0.height.equalTo(36)
                    }
                    caption.snp.makeConstraints { $0.lastBaseline.equalToSuperview().inset(100); $0.leading.equalToSuperview() }
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("body") == Rect(x: 0, y: 112, width: 393, height: 720))
        #expect(loaded.frame("field") == Rect(x: 52, y: 0, width: 325, height: 36))
        let caption = try #require(loaded.engine.layout.view(named: "caption"))
        let baseline = try #require(loaded.engine.frame(of: caption)?.maxY)
        #expect(baseline > 752 && baseline < 752 + 8, "the baseline 100 above the bottom, the descender below it")
    }

    /// SnapKit 5.6: `equalToSuperview` with a closure or a key path relates
    /// to what it picks of the superview (its safe area here).
    @Test func equalToSuperviewTakesAClosureOrAKeyPath() throws {
        let loaded = try load("""
            import SnapKit
            final class ComposeViewController: UIViewController {
                let header = UIView(), composer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    view.addSubview(composer)
                    header.snp.makeConstraints {
                        $0.top.leading.trailing.equalToSuperview({ $0.safeAreaLayoutGuide })
                        $0.height.equalTo(56)
                    }
                    composer.snp.makeConstraints {
                        $0.leading.trailing.equalToSuperview()
                        $0.bottom.lessThanOrEqualToSuperview(\\.safeAreaLayoutGuide)
                        $0.height.equalTo(52)
                        $0.bottom.equalToSuperview().priority(.low)
                    }
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("header") == Rect(x: 0, y: 59, width: 393, height: 56))
        #expect(loaded.frame("composer") == Rect(x: 0, y: 766, width: 393, height: 52))
    }

    /// `prepareConstraints` makes them switched off and returns them;
    /// `isActive` turns a kept `Constraint` on and off; a function given
    /// by name is a block; the `snp` priority properties set priorities.
    @Test func preparedConstraintsAndTheConstraintAPI() throws {
        let loaded = try load("""
            import SnapKit
            final class BadgeViewController: UIViewController {
                let badge = UIView(), dot = UIView(), label = UILabel()
                var centred: Constraint?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [badge, dot, label].forEach { view.addSubview($0) }
                    let prepared = badge.snp.prepareConstraints { make in
                        make.top.leading.equalToSuperview().offset(100)
                        make.size.equalTo(20)
                    }
                    dot.snp.makeConstraints(pinDot)
                    centred?.isActive = false
                    label.text = "Title"
                    label.snp.contentHuggingHorizontalPriority = 1000
                    label.snp.makeConstraints { $0.top.leading.equalToSuperview(); $0.width.equalTo(200).priority(999) }
                    prepared.forEach { $0.activate() }
                }
                private func pinDot(_ make: ConstraintMaker) {
                    make.size.equalTo(10)
                    make.top.equalToSuperview().offset(40).priority(.low)
                    make.leading.equalToSuperview().offset(8)
                    centred = make.centerY.equalToSuperview().constraint
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("badge") == Rect(x: 100, y: 100, width: 20, height: 20))
        #expect(loaded.frame("dot") == Rect(x: 8, y: 40, width: 10, height: 10))
        let label = try #require(loaded.engine.layout.view(named: "label"))
        #expect(loaded.engine.layout[label].huggingPriority.horizontal == .required)
        #expect(loaded.frame("label")?.width != 200, "hugging at 1000 outranks the width at 999")
    }
}
