import Testing
@testable import Language
import LayoutModel

/// Swift 2 to 4 spellings that real code still has, code that does not
/// affect layout, and the limits that stop runaway code.
@Suite struct LegacyAndInertTests {
    @Test func swift2SnapKitAndCoreGraphics() throws {
        let loaded = try load("""
            import UIKit
            import SnapKit
            class OldViewController: UIViewController {
                let header = UIView(frame: CGRectZero)
                let footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.view.backgroundColor = UIColor.whiteColor()
                    let screen = UIScreen.mainScreen().bounds
                    self.view.addSubview(header)
                    header.snp_makeConstraints { (make) -> Void in
                        make.top.equalTo(self.snp_topLayoutGuideBottom)
                        make.left.right.equalTo(self.view)
                        make.height.equalTo(CGRectGetWidth(screen) / 3)
                    }
                    self.view.addSubview(footer)
                    footer.snp_makeConstraints { (make) -> Void in
                        make.edges.equalTo(self.view).inset(UIEdgeInsetsMake(0, 10, 0, 10)).priorityLow()
                        make.top.equalTo(header.snp_bottom).offset(8)
                        make.height.equalTo(CGSizeMake(1, 50).height)
                        make.bottom.lessThanOrEqualTo(self.view)
                    }
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("header") == Rect(x: 0, y: 59, width: 393, height: 131))
        #expect(loaded.frame("footer") == Rect(x: 10, y: 198, width: 373, height: 50))
    }

    /// SnapKit's aliases of UIKit's insets, made, static and implicit.
    @Test func snapKitInsetAliases() throws {
        let loaded = try load("""
            let card = UIView()
            view.addSubview(card)
            card.snp.makeConstraints {
                $0.verticalEdges.equalTo(view.safeAreaLayoutGuide).inset(ConstraintInsets(top: 400, left: 0, bottom: 20, right: 0))
                $0.horizontalEdges.equalToSuperview().inset(ConstraintInsets.zero)
            }
            let chip = UIView()
            view.addSubview(chip)
            let padding: ConstraintDirectionalInsets = .zero
            chip.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().inset(ConstraintDirectionalInsets(top: 10, leading: 12, bottom: 0, trailing: 0))
                make.size.equalTo(20)
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("card") == Rect(x: 0, y: 459, width: 393, height: 339))
        #expect(loaded.frame("chip") == Rect(x: 12, y: 10, width: 20, height: 20))
    }

    /// Properties that do not affect layout read back as set, or as
    /// UIKit's defaults, so code that branches on them takes the branch
    /// it would on a device; Swift 3's `UIControlState()` is `.normal`.
    @Test func inertPropertiesReadBackAsSet() throws {
        let loaded = try load("""
            let modes = UISegmentedControl(items: ["Login", "Register"])
            modes.selectedSegmentIndex = 1
            let toggle = UISwitch()
            toggle.isOn = true
            let marker = UIView()
            marker.tag = 7
            marker.alpha = 0.5
            let plain = UIView()
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: CGFloat(marker.tag), y: CGFloat(modes.selectedSegmentIndex),
                               width: toggle.isOn ? 10 : 20, height: marker.alpha * 100 + plain.alpha + CGFloat(plain.tag))
            let button = UIButton(type: .system)
            button.setTitle("Register", for: UIControlState())
            view.addSubview(button)
            button.sizeToFit()
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(!loaded.notes.contains { $0.contains("UIControlState") }, "\(loaded.notes)")
        #expect(loaded.frame("box") == Rect(x: 7, y: 1, width: 10, height: 51))
        let title = TextMetrics.size(of: "Register", size: 15, bold: false, width: nil, lineLimit: 1, scale: 3)
        #expect(loaded.frame("button")?.width == title.width)
    }

    @Test func swift2And3EnumsAnchorsAndPriorities() throws {
        let loaded = try load("""
            let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
            stack.axis = .Horizontal
            stack.distribution = .FillEqually
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            stack.topAnchor.constraintEqualToAnchor(topLayoutGuide.bottomAnchor).active = true
            stack.leadingAnchor.constraintEqualToAnchor(view.leadingAnchor, constant: 20).active = true
            stack.trailingAnchor.constraintEqualToAnchor(view.trailingAnchor, constant: -20).active = true
            view.addConstraint(NSLayoutConstraint(item: stack, attribute: .Height, relatedBy: .Equal, toItem: nil,
                                                  attribute: .NotAnAttribute, multiplier: 1, constant: 40))
            let label = UILabel()
            label.setContentHuggingPriority(UILayoutPriorityDefaultHigh, forAxis: .Horizontal)
            label.font = UIFont.systemFontOfSize(17)
            let axis = UILayoutConstraintAxis.Vertical
            let relation = NSLayoutRelation.GreaterThanOrEqual
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("stack") == Rect(x: 20, y: 59, width: 353, height: 40))
        let arranged = loaded.engine.layout[loaded.engine.layout.view(named: "stack")!].stack.arrangedSubviews
        #expect(arranged.map { loaded.engine.frame(of: $0)?.width } == [171.5, 171.5])
    }

    @Test func codeThatDoesNotAffectLayoutIsInert() throws {
        let loaded = try load("""
            import UIKit
            protocol LoginDelegate: AnyObject { func didLogin() }
            final class LoginViewController: UIViewController, UITextFieldDelegate {
                weak var delegate: LoginDelegate?
                private let field = UITextField()
                private let button = UIButton(type: .system)
                private var observer: NSObjectProtocol?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("Log in", comment: "")
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                    view.backgroundColor = .systemBackground
                    field.delegate = self
                    field.layer.borderColor = UIColor.gray.cgColor
                    field.layer.borderWidth = 1
                    button.addTarget(self, action: #selector(done), for: .touchUpInside)
                    button.setTitleColor(.white, for: .normal)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
                    observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
                    DispatchQueue.main.async { print("ready") }
                    UIView.animate(withDuration: 0.25, animations: { self.field.alpha = 1 }, completion: { _ in print("done") })
                    view.addSubview(field)
                    field.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(20)
                        make.width.equalTo(200)
                        make.height.equalTo(44)
                    }
                }

                @objc private func done() { delegate?.didLogin() }
                @objc private func dismissKeyboard() { view.endEditing(true) }
                func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder(); return true }
                deinit { print("bye") }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("field") == Rect(x: 20, y: 20, width: 200, height: 44))
    }

    /// A localized string is what an app shows with no strings file for
    /// the language: the `value:` given, else the key.
    @Test func localizedStringsAreTheirKeysOrValues() throws {
        let loaded = try load("""
            let a = UILabel()
            a.text = NSLocalizedString("Nothing here yet", comment: "empty state")
            let b = UILabel()
            b.text = NSLocalizedString("empty.body", tableName: nil, bundle: .main, value: "Saved articles show up here", comment: "")
            let c = UILabel()
            c.text = String(localized: "Browse")
            let d = UILabel()
            d.text = String(localized: "empty.action", defaultValue: "Browse articles")
            for l in [a, b, c, d] { view.addSubview(l) }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        let texts = ["a", "b", "c", "d"].map { name in
            loaded.engine.layout.view(named: name).map { loaded.engine.layout[$0].text.string }
        }
        #expect(texts == ["Nothing here yet", "Saved articles show up here", "Browse", "Browse articles"])
        #expect(loaded.notes.allSatisfy { !$0.contains("cannot run") }, "\(loaded.notes)")
    }

    /// Swift 2's GCD: a block for the main queue runs when its statement
    /// ends, as `DispatchQueue.main.async`; one for another queue does not.
    @Test func swift2DispatchToTheMainQueueRuns() throws {
        let loaded = try load("""
            let box = UIView(frame: CGRectMake(0, 0, 10, 10))
            view.addSubview(box)
            dispatch_async(dispatch_get_main_queue()) {
                box.frame = CGRectMake(0, 0, 50, 10)
            }
            dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64(0.3 * Double(NSEC_PER_SEC))), dispatch_get_main_queue()) {
                box.frame.size.height = 20
            }
            dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0)) {
                box.frame.origin.x = 99
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("box") == Rect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test func aTypoOfAKnownNameIsStillAnError() throws {
        let loaded = try load("""
            let label = UILabel()
            label.numberOfLine = 0
            label.adjustsFontForContentSizeCategory = true
            """)
        #expect(loaded.messages == ["value of type UILabel has no property 'numberOfLine'"])
        #expect(loaded.errors.first?.hint == "did you mean 'numberOfLines'?")
        #expect(loaded.notes.contains("note: 'adjustsFontForContentSizeCategory' does not affect layout; ignored"))
    }

    // Endless recursion is in ShellTests' BadInputTests: 120 nested calls
    // take more than a test thread's 8 MB of stack in a debug build, and
    // the shell runs on a larger one (`LargeStack`).
    @Test(arguments: [
        ("var n = 0\nwhile true { n += 1 }", "more than 2000000 loop iterations and calls in one statement"),
        ("for i in 0..<100000000 { let _ = i }", "more than 2000000 loop iterations and calls in one statement"),
        ("let a = [1, 2]\nlet b = a[5]", "index 5 is out of range (the array has 2 elements)"),
        ("let x = 1 / 0", "division by zero"),
        ("let w = 1e308 * 10", "the result is out of range"),
        ("fatalError(\"boom\")", "fatalError() was called"),
        ("func f(_ n: Int) { if n > 0 { f(n - 1); f(n - 1) } }\nf(40)", "more than 2000000 loop iterations and calls in one statement"),
        ("let l = UILabel()\nl.numberOfLines = 1e300", "numberOfLines must be a whole number ≥ 0, not a number"),
        ("let x = " + String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20), "square brackets nested 20 deep"),
        ("let v = CardView()", "cannot find 'CardView' in scope"),
    ])
    func limitsAndFailuresAreLocatedErrors(_ code: String, _ message: String) throws {
        let loaded = try load(code)
        #expect(loaded.messages == [message])
        #expect(loaded.errors.first.map { $0.range.start.line >= 1 } == true)
    }

    @Test func deeplyNestedInputIsAnErrorNotACrash() throws {
        let source = "let x = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        let loaded = try load(source)
        #expect(!loaded.errors.isEmpty)
    }

    /// A compositional layout built with `.init(widthDimension:heightDimension:)`
    /// and a diffable data source have no effect here; the collection view
    /// they go to is still made and laid out (before, the first `.init`
    /// was read as a priority and failed, and the collection view was nil).
    @Test func aCompositionalLayoutAndADiffableDataSourceAreInert() throws {
        let loaded = try load("""
            final class PhotosViewController: UIViewController {
                var collectionView: UICollectionView!
                var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
                func makeLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
                    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    view.addSubview(collectionView)
                    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, indexPath, item in
                        cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                    snapshot.appendSections([0])
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("collectionView") == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(!loaded.notes.contains { $0.contains("is not declared") }, "\(loaded.notes)")
        // A lone number is still a priority: `.init(750)`.
        let priority = try load("let v = UIView()\nv.setContentHuggingPriority(.init(750), for: .horizontal)")
        #expect(priority.errors.isEmpty, "\(priority.messages)")
    }

    /// iOS 7–10's layout guides in a visual format's views dictionary
    /// (`V:[top]-20-[title]`) stand for the safe area's edges, as they
    /// did for the bars'.
    @Test func layoutGuidesInAVisualFormat() throws {
        let loaded = try load("""
            final class DetailViewController: UIViewController {
                let titleLabel = UILabel(), footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Hello"
                    for v in [titleLabel, footer] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
                    let views: [String: Any] = ["title": titleLabel, "footer": footer, "top": topLayoutGuide, "bottom": bottomLayoutGuide]
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[top]-20-[title]", options: [], metrics: nil, views: views))
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[footer(40)]-8-[bottom]", options: [], metrics: nil, views: views))
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[title]-20-|", options: [], metrics: nil, views: views))
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[footer]|", options: [], metrics: nil, views: views))
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.frame("titleLabel")?.minY == 79)
        #expect(loaded.frame("footer") == Rect(x: 0, y: 770, width: 393, height: 40))
    }

    /// Option sets made by their initialisers, as the Swift 3 migrator wrote
    /// `.normal` (`UIControl.State()`), and Core Graphics' zero values made
    /// without arguments (`CGRect()`).
    @Test func optionSetInitialisersAndZeroValues() throws {
        let loaded = try load("""
            class SignUpViewController: UIViewController {
                var submit: UIButton!
                override func loadView() {
                    let root = UIView(frame: CGRect())
                    root.frame = UIScreen.main.bounds
                    view = root
                    submit = UIButton(type: .system)
                    submit.setTitle("Create account", for: UIControl.State())
                    submit.setTitle("Creating…", for: UIControl.State(rawValue: 4))
                    submit.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(submit)
                    let banner = UIView(frame: CGRect(origin: CGPoint(), size: CGSize()))
                    banner.autoresizingMask = UIView.AutoresizingMask(arrayLiteral: .flexibleWidth)
                    root.addSubview(banner)
                    let corner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    corner.autoresizingMask = UIViewAutoresizing()
                    root.addSubview(corner)
                    UIView.animate(withDuration: 0.2, delay: 0, options: UIView.AnimationOptions(), animations: {
                        self.submit.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
                    })
                    submit.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        // The title for .normal sizes the button; the one for another state does not.
        #expect(loaded.frame("submit") == Rect(x: 143.833333, y: 100, width: 105.333333, height: 30))
        #expect(loaded.frame("banner") == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(loaded.frame("corner") == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Option sets are UIKit's types, their members cases: Swift 2's
    /// `UIRectEdge.None` is no undeclared name, and an autoresizing mask's
    /// raw value is its bits.
    @Test func optionSetMembersAndRawValues() throws {
        let loaded = try load("""
            class NoteViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.edgesForExtendedLayout = UIRectEdge.None
                    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                    banner.autoresizingMask = UIView.AutoresizingMask(rawValue: 2)
                    view.addSubview(banner)
                    let footer = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
                    footer.autoresizingMask = [UIViewAutoresizing.FlexibleWidth, UIViewAutoresizing.FlexibleTopMargin]
                    view.addSubview(footer)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(!loaded.notes.contains { $0.contains("not declared") }, "\(loaded.notes)")
        let layout = loaded.engine.layout
        #expect(layout.view(named: "banner").map { layout[$0].autoresizingMask } == .flexibleWidth)
        #expect(layout.view(named: "footer").map { layout[$0].autoresizingMask } == [.flexibleWidth, .flexibleTopMargin])
    }

    /// A transform is not applied, and a note says what the frame shown
    /// is; `.pi` is a number wherever it goes, as `CGFloat.pi`.
    @Test func transformsAreNotedAndPiIsANumber() throws {
        let loaded = try load("""
            class BadgeViewController: UIViewController {
                let badge = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                    badge.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.5, y: 0.5)
                    badge.layer.transform = CATransform3DMakeScale(2, 2, 1)
                    badge.frame.size.width = 120 * cos(.pi / 3)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        #expect(loaded.notes.contains { $0.hasPrefix("note: 'transform' is not applied: Auto Layout lays the view out untransformed") },
                "\(loaded.notes)")
        #expect(!loaded.notes.contains { $0.contains("not declared") }, "\(loaded.notes)")
        #expect(loaded.frame("badge").map { abs($0.width - 60) < 1e-9 } == true)
    }
}
