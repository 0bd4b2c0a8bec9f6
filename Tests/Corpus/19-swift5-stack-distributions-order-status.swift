//
//  OrderStatusViewController.swift
//  Parcelly
//
//  Created by Yusuf Demir on 9.10.2023.
//

import UIKit
import SnapKit

final class OrderStatusViewController: UIViewController {

    private enum Step: Int, CaseIterable {
        case pickedUp, inTransit, delivered

        var symbolName: String {
            switch self {
            case .pickedUp: return "shippingbox"
            case .inTransit: return "truck.box"
            case .delivered: return "house"
            }
        }
    }

    private let pickupIcon = UIImageView()
    private let truckIcon = UIImageView()
    private let homeIcon = UIImageView()
    private let stepsStack = UIStackView()

    private let leftTag = UIView()
    private let middleTag = UIView()
    private let rightTag = UIView()
    private let tagsStack = UIStackView()

    private let addressView = UIView()
    private let noteView = UIView()
    private let etaView = UIView()
    private let supportButton = UIButton(type: .system)
    private let detailsStack = UIStackView()

    private let trackButton = UIButton(type: .system)

    private var currentStep: Step = .inTransit
    private var deliveryNote: String? = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order #20931"
        view.backgroundColor = .systemBackground

        let icons = [pickupIcon, truckIcon, homeIcon]
        for step in Step.allCases {
            let icon = icons[step.rawValue]
            icon.image = UIImage(systemName: step.symbolName)
            icon.tintColor = step.rawValue <= currentStep.rawValue ? .systemGreen : .tertiaryLabel
            icon.snp.makeConstraints { $0.size.equalTo(33) }
            stepsStack.addArrangedSubview(icon)
        }
        stepsStack.axis = .horizontal
        stepsStack.distribution = .equalSpacing
        stepsStack.alignment = .center

        [leftTag, middleTag, rightTag].forEach { tag in
            tag.backgroundColor = .secondarySystemFill
            tag.layer.cornerRadius = 12
            tagsStack.addArrangedSubview(tag)
        }
        leftTag.snp.makeConstraints { $0.width.equalTo(60) }
        middleTag.snp.makeConstraints { $0.width.equalTo(100) }
        rightTag.snp.makeConstraints { $0.width.equalTo(42) }
        tagsStack.axis = .horizontal
        tagsStack.distribution = .equalCentering

        detailsStack.axis = .vertical
        detailsStack.spacing = 8
        detailsStack.isLayoutMarginsRelativeArrangement = true
        detailsStack.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        detailsStack.backgroundColor = .secondarySystemBackground
        detailsStack.layer.cornerRadius = 12
        let details: [(UIView, CGFloat)] = [(addressView, 60), (noteView, 40), (etaView, 44), (supportButton, 48)]
        details.forEach { view, height in
            detailsStack.addArrangedSubview(view)
            // 999, not required: a hidden row is collapsed by the stack view's own required height 0.
            view.snp.makeConstraints { $0.height.equalTo(height).priority(999) }
        }
        noteView.isHidden = deliveryNote == nil
        detailsStack.setCustomSpacing(20, after: etaView)
        supportButton.setTitle("Contact support", for: .normal)

        trackButton.setTitle("Track on map", for: .normal)
        trackButton.addTarget(self, action: #selector(trackTapped), for: .touchUpInside)

        view.addSubview(stepsStack)
        view.addSubview(tagsStack)
        view.addSubview(detailsStack)
        view.addSubview(trackButton)
        layout()
    }

    private func layout() {
        stepsStack.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(41)
        }
        tagsStack.snp.makeConstraints { make in
            make.top.equalTo(stepsStack.snp.bottom).offset(16)
            make.leading.trailing.equalTo(stepsStack)
            make.height.equalTo(24)
        }
        detailsStack.snp.makeConstraints { make in
            make.top.equalTo(tagsStack.snp.bottom).offset(24)
            make.leading.trailing.equalTo(stepsStack)
        }
        trackButton.snp.makeConstraints { make in
            make.leading.trailing.equalTo(stepsStack)
            make.bottom.equalTo(view.safeAreaLayoutGuide).inset(20)
            make.height.equalTo(50)
        }
    }

    @objc private func trackTapped() {
        print("open map for step \(currentStep)")
    }
}
