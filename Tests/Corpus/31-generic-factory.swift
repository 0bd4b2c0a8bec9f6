//
//  WeatherViewController.swift
//  Nimbus
//

import UIKit

func makeView<T: UIView>(_ type: T.Type = T.self, configure: (T) -> Void = { _ in }) -> T {
    let view = T()
    view.translatesAutoresizingMaskIntoConstraints = false
    configure(view)
    return view
}

final class BadgeView: UIView {
    static let defaultHeight: CGFloat = 28

    private(set) var text: String = ""

    static func make(text: String) -> BadgeView {
        let badge = BadgeView(frame: .zero)
        badge.text = text
        badge.translatesAutoresizingMaskIntoConstraints = false
        return badge
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(text.count) * 8 + 24, height: Self.defaultHeight)
    }
}

final class WeatherViewController: UIViewController {

    private enum Metrics {
        static let inset: CGFloat = 16
        static let iconSide: CGFloat = 72
    }

    private let iconView: UIImageView = makeView { $0.contentMode = .scaleAspectFit }
    private let temperatureLabel = makeView(UILabel.self) {
        $0.font = .systemFont(ofSize: 64, weight: .thin)
    }
    private let badge = BadgeView.make(text: "Windy")
    private let forecastView: UIView = makeView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [iconView, temperatureLabel, badge, forecastView] {
            view.addSubview(subview)
        }
        activateLayout()
    }

    private func activateLayout() {
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            iconView.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.inset),
            iconView.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.inset),
            iconView.widthAnchor.constraint(equalToConstant: Metrics.iconSide),
            iconView.heightAnchor.constraint(equalToConstant: Metrics.iconSide),

            temperatureLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: Metrics.inset),
            temperatureLabel.centerYAnchor.constraint(equalTo: iconView.centerYAnchor),
            temperatureLabel.widthAnchor.constraint(equalToConstant: 150),
            temperatureLabel.heightAnchor.constraint(equalToConstant: 72),

            badge.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.inset),
            badge.centerYAnchor.constraint(equalTo: iconView.centerYAnchor),

            forecastView.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: Metrics.inset * 2),
            forecastView.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.inset),
            forecastView.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.inset),
            forecastView.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Metrics.inset)
        ])
    }
}
// iconView (16, 75, 72, 72); temperatureLabel (104, 75, 150, 72)
// badge intrinsic: "Windy" 5*8+24 = 64 x 28 -> x = 393-16-64 = 313, y = 111-14 = 97 -> (313, 97, 64, 28)
// forecastView (16, 179, 361, 623)  [bottom 818-16 = 802]
