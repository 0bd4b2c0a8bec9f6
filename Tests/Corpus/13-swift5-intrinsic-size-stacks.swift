//
//  ActivityToolbarViewController.swift
//  Pulse
//
//  Created by Rafael Souza on 14/06/2022.
//

import UIKit
import SnapKit

final class AvatarBubble: UIView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: 44, height: 44)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

final class SearchPill: UIView {
    override var intrinsicContentSize: CGSize {
        return CGSize(width: 120, height: UIView.noIntrinsicMetric)
    }
}

final class SegmentPill: UIView {
    private let preferredWidth: CGFloat

    init(preferredWidth: CGFloat) {
        self.preferredWidth = preferredWidth
        super.init(frame: .zero)
        backgroundColor = .systemFill
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: preferredWidth, height: 28)
    }
}

final class StatusBadge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 72, height: 24) }
}

final class ActivityToolbarViewController: UIViewController {

    private let avatarView = AvatarBubble()
    private let searchView = SearchPill()
    private let bellView = AvatarBubble()
    private lazy var toolbarStack = UIStackView(arrangedSubviews: [avatarView, searchView, bellView])

    private let dailySegment = SegmentPill(preferredWidth: 30)
    private let weeklySegment = SegmentPill(preferredWidth: 60)
    private let monthlySegment = SegmentPill(preferredWidth: 90)
    private lazy var segmentStack = UIStackView(arrangedSubviews: [dailySegment, weeklySegment, monthlySegment])

    private let statusBadge = StatusBadge()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        bellView.setContentHuggingPriority(.required, for: .horizontal)
        searchView.backgroundColor = .secondarySystemBackground
        searchView.layer.cornerRadius = 22

        toolbarStack.axis = .horizontal
        toolbarStack.distribution = .fill
        toolbarStack.alignment = .fill
        toolbarStack.spacing = 8
        view.addSubview(toolbarStack)
        toolbarStack.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(16)
            make.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(16)
            make.height.equalTo(44)
        }

        segmentStack.axis = .horizontal
        segmentStack.distribution = .fillProportionally
        segmentStack.spacing = 0
        view.addSubview(segmentStack)
        segmentStack.snp.makeConstraints { make in
            make.top.equalTo(toolbarStack.snp.bottom).offset(24)
            make.leading.equalTo(toolbarStack)
            make.width.equalTo(360)
            make.height.equalTo(32)
        }

        statusBadge.backgroundColor = .systemOrange
        statusBadge.setContentCompressionResistancePriority(.required, for: .horizontal)
        view.addSubview(statusBadge)
        statusBadge.snp.makeConstraints { make in
            make.top.equalTo(segmentStack.snp.bottom).offset(16)
            make.trailing.equalToSuperview().offset(-16)
        }

        DispatchQueue.main.async { [weak self] in
            self?.statusBadge.accessibilityLabel = "3 new"
        }
    }
}
