//
//  OrderTrackerViewController.swift
//  Courier
//

import UIKit

final class StepIndicatorView: UIView {
    enum Step: Int, CaseIterable, Comparable {
        case placed, packed, shipped, delivered
        static func < (lhs: Step, rhs: Step) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    static let dotSide: CGFloat = 14
    private(set) var dots: [UIView] = []
    var current: Step = .placed

    override init(frame: CGRect) {
        super.init(frame: frame)
        dots = Step.allCases.map { _ in UIView() }
        dots.forEach(addSubview)
    }

    required init?(coder: NSCoder) { fatalError() }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.dotSide)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let count = CGFloat(dots.count)
        let gap = (bounds.width - count * Self.dotSide) / (count - 1)
        for (step, dot) in zip(Step.allCases, dots) {
            let side = step <= current ? Self.dotSide : Self.dotSide / 2
            let x = CGFloat(step.rawValue) * (Self.dotSide + gap) + (Self.dotSide - side) / 2
            dot.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
        }
    }
}

final class OrderTrackerViewController: UIViewController {

    private let indicator = StepIndicatorView()
    private let statusLabel = UILabel()
    private let mapPlaceholder = UIView()
    private var isCompact: Bool { view.bounds.width < 400 }

    override func viewDidLoad() {
        super.viewDidLoad()
        indicator.current = .shipped
        let views = [indicator, statusLabel, mapPlaceholder]
        views.forEach { view.addSubview($0) }
        views.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }

        let margin: CGFloat = if isCompact { 16 } else { 32 }
        let mapRatio: CGFloat = switch indicator.current {
        case .placed, .packed: 0.5
        case .shipped: 0.75
        case .delivered: 1
        }

        NSLayoutConstraint.activate(views.map { $0.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: margin) })
        NSLayoutConstraint.activate(views.map { view.trailingAnchor.constraint(equalTo: $0.trailingAnchor, constant: margin) })
        NSLayoutConstraint.activate([
            indicator.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: margin),
            statusLabel.topAnchor.constraint(equalTo: indicator.bottomAnchor, constant: 12),
            statusLabel.heightAnchor.constraint(equalToConstant: 24),
            mapPlaceholder.topAnchor.constraint(equalToSystemSpacingBelow: statusLabel.bottomAnchor, multiplier: 2),
            mapPlaceholder.heightAnchor.constraint(equalTo: mapPlaceholder.widthAnchor, multiplier: mapRatio)
        ])
        statusLabel.text = "Step \(indicator.current.rawValue + 1) of \(StepIndicatorView.Step.allCases.count)"
    }
}
// margin 16 (393 < 400). indicator (16, 75, 361, 14) [intrinsic height 14]
// statusLabel (16, 101, 361, 24); mapPlaceholder top = 125 + 16 (system spacing 8 * 2) = 141; h = 361*0.75 = 270.75
// dots: gap = (361 - 56)/3 = 101.666667; placed/packed/shipped full 14; delivered 7:
//  (0,0,14,14), (115.666667,0,14,14), (231.333333,0,14,14), delivered x = 3*115.666667 + 3.5 = 350.5, y 3.5 -> (350.5,3.5,7,7)
