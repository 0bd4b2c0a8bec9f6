//
//  BannerHostViewController.swift
//  Relay
//

import UIKit
import SnapKit

final class BannerHostViewController: UIViewController {

    enum BannerState: Equatable {
        case hidden
        case visible(message: String)
        case error(code: Int)
    }

    private let bannerView = UIView()
    private let contentView = UIView()
    private let retryButton = UIButton(type: .system)

    private var bannerHeight: Constraint?
    private var retryTop: Constraint?
    private var state: BannerState = .hidden {
        didSet { apply(state, animated: oldValue != .hidden) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bannerView)
        view.addSubview(contentView)
        contentView.addSubview(retryButton)

        bannerView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.leading.trailing.equalToSuperview()
            bannerHeight = make.height.equalTo(0).constraint
        }
        contentView.snp.makeConstraints { make in
            make.top.equalTo(bannerView.snp.bottom)
            make.leading.trailing.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom)
        }
        retryButton.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.size.equalTo(CGSize(width: 160, height: 44))
            retryTop = make.top.equalToSuperview().offset(40).priority(.high).constraint
            make.bottom.lessThanOrEqualToSuperview().inset(20)
        }

        state = .error(code: 503)
    }

    private func apply(_ state: BannerState, animated: Bool) {
        switch state {
        case .hidden:
            bannerHeight?.update(offset: 0)
            retryTop?.deactivate()
        case .visible(let message) where message.count > 40:
            bannerHeight?.update(offset: 88)
        case .visible:
            bannerHeight?.update(offset: 56)
        case .error(let code) where (500..<600).contains(code):
            bannerHeight?.update(offset: 72)
            retryTop?.update(offset: 120)
            retryTop?.activate()
        case .error:
            bannerHeight?.update(offset: 56)
        }
        guard animated else { return }
        UIView.animate(withDuration: 0.25) { [weak self] in
            self?.view.layoutIfNeeded()
        }
    }

    @objc private func retryTapped() {
        state = .hidden
    }
}
// state .error(503): bannerHeight 72, retryTop offset 120.
// bannerView (0, 59, 393, 72); contentView (0, 131, 393, 687)
// retryButton (116.5, 120, 160, 44)
