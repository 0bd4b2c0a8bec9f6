import Testing
@testable import Language
import LayoutModel

/// RxSwift bindings as the first layout sees them: an observable sends its
/// current values once, through its operators, to `bind(to:)`, `drive`
/// and `subscribe(onNext:)`; events and later values are not sent.
@Suite struct RxSwiftTests {
    @Test func relaysAndControlValuesReachTheirViewsOnce() throws {
        let loaded = try load("""
            import RxSwift
            import RxCocoa
            final class ProfileViewModel {
                let name = BehaviorRelay<String>(value: "Ada")
                let followers = BehaviorRelay(value: 12)
                let saved = PublishSubject<Void>()
                var isEmpty: Observable<Bool> { name.asObservable().map { $0.isEmpty } }
            }
            final class ProfileViewController: UIViewController {
                private let disposeBag = DisposeBag()
                private let viewModel = ProfileViewModel()
                private let nameLabel = UILabel(), countLabel = UILabel(), echoLabel = UILabel(), savedLabel = UILabel()
                private let emptyBadge = UIView(), field = UITextField(), button = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for v in [nameLabel, countLabel, echoLabel, savedLabel, emptyBadge, field, button] as [UIView] { view.addSubview(v) }
                    field.text = "typed"
                    viewModel.name.bind(to: nameLabel.rx.text).disposed(by: disposeBag)
                    viewModel.followers.asDriver().map { "\\($0) followers" }.drive(countLabel.rx.text).disposed(by: disposeBag)
                    viewModel.isEmpty.observe(on: MainScheduler.instance).bind(to: emptyBadge.rx.isHidden).disposed(by: disposeBag)
                    Observable.combineLatest(viewModel.name, viewModel.followers) { "\\($0): \\($1)" }
                        .bind(to: button.rx.title(for: .normal))
                        .disposed(by: disposeBag)
                    field.rx.text.orEmpty.subscribe(onNext: { [weak self] text in self?.echoLabel.text = text }).disposed(by: disposeBag)
                    viewModel.saved.subscribe(onNext: { self.savedLabel.text = "saved" }).disposed(by: disposeBag)
                    button.rx.tap.bind { self.savedLabel.text = "tapped" }.disposed(by: disposeBag)
                    viewModel.name.accept("Grace")
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        func text(_ name: String) -> String? { loaded.engine.layout.view(named: name).flatMap { loaded.engine.layout[$0].text.string } }
        #expect(text("nameLabel") == "Ada")
        #expect(text("countLabel") == "12 followers")
        #expect(text("echoLabel") == "typed")
        #expect(text("savedLabel") == nil)
        #expect(loaded.engine.layout.view(named: "emptyBadge").map { loaded.engine.layout[$0].isHidden } == false)
        #expect(text("button") == "Ada: 12")
    }

    /// An operator not modelled is an error that names it.
    @Test func anOperatorNotModelledIsNamed() throws {
        let loaded = try load("""
            let relay = BehaviorRelay(value: 1)
            let label = UILabel()
            relay.scan(0, accumulator: +).map { "\\($0)" }.bind(to: label.rx.text)
            """)
        #expect(loaded.messages.first?.contains("operator 'scan'") == true, "\(loaded.messages)")
    }

    /// RxSwift 2 and 3 spellings: `Variable`, `rx_text`, `bindTo`,
    /// `subscribeNext`, `addDisposableTo`.
    @Test func oldSpellingsBindToo() throws {
        let loaded = try load("""
            let bag = DisposeBag()
            let count = Variable<Int>(3)
            let countLabel = UILabel(), warning = UILabel()
            view.addSubview(countLabel)
            count.asObservable().map { "\\($0)" }.bindTo(countLabel.rx_text).addDisposableTo(bag)
            count.asObservable().map { $0 < 10 }.subscribeNext { fine in warning.text = fine ? "fine" : "too many" }.addDisposableTo(bag)
            """)
        #expect(loaded.errors.isEmpty, "\(loaded.messages)")
        func text(_ name: String) -> String? { loaded.engine.layout.view(named: name).flatMap { loaded.engine.layout[$0].text.string } }
        #expect(text("countLabel") == "3")
        #expect(text("warning") == "fine")
    }
}
