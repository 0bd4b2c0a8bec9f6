import Testing
@testable import Language
import LayoutModel

/// Combine bindings as the first layout sees them: a publisher sends its
/// current values once, through its operators, to `sink` and `assign`.
@Suite struct CombineTests {
    @Test func publishedValuesReachTheirLabelsOnce() throws {
        let loaded = try load("""
            import Combine
            final class ViewModel: ObservableObject {
                @Published var name = "Grace Hopper"
                @Published var count = 3
                @Published var subtitle: String? = nil
                func countText() -> AnyPublisher<String, Never> {
                    $count.map { "\\($0) followers" }.eraseToAnyPublisher()
                }
            }
            final class Screen: UIViewController {
                let model = ViewModel()
                let nameLabel = UILabel(), countLabel = UILabel(), lengthLabel = UILabel()
                let subtitleLabel = UILabel(), pairLabel = UILabel(), skipped = UILabel()
                var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for l in [nameLabel, countLabel, lengthLabel, subtitleLabel, pairLabel, skipped] { view.addSubview(l) }
                    model.$name
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] name in
                            guard let self else { return }
                            self.nameLabel.text = name
                        }
                        .store(in: &bag)
                    model.countText().assign(to: \\.text, on: countLabel).store(in: &bag)
                    model.$name.map(\\.count).map { String($0) }.sink { self.lengthLabel.text = $0 }.store(in: &bag)
                    model.$subtitle.replaceNil(with: "none").assign(to: \\.text, on: subtitleLabel).store(in: &bag)
                    model.$name.combineLatest(model.$count) { "\\($0) (\\($1))" }.sink(receiveValue: { self.pairLabel.text = $0 }).store(in: &bag)
                    model.$name.dropFirst().sink { self.skipped.text = $0 }.store(in: &bag)
                    Just("x").filter { $0.isEmpty }.sink { self.skipped.text = $0 }.store(in: &bag)
                }
            }
            """)
        #expect(loaded.errors.isEmpty, "\\(loaded.messages)")
        let texts = ["nameLabel", "countLabel", "lengthLabel", "subtitleLabel", "pairLabel", "skipped"].map { name in
            loaded.engine.layout.view(named: name).flatMap { loaded.engine.layout[$0].text.string }
        }
        #expect(texts == ["Grace Hopper", "3 followers", "12", "none", "Grace Hopper (3)", nil])
    }

    @Test func anOperatorLayoutshDoesNotRunIsAnError() throws {
        let loaded = try load("""
            import Combine
            let label = UILabel()
            Just(1).scan(0, +).sink { label.text = "\\($0)" }
            """)
        #expect(loaded.messages.contains { $0.contains("does not run the Combine or RxSwift operator 'scan'") }, "\\(loaded.messages)")
    }
}
