//
//  NowPlayingViewController.swift
//  Vinyl
//
//  Created by Ines Duarte on 6/12/17.
//  Copyright © 2017 Vinyl Audio. All rights reserved.
//

import UIKit
import SnapKit

class NowPlayingViewController: UIViewController {

    let artworkView = UIImageView()
    let progressView = UIView()
    let controlsView = UIView()

    var didSetupConstraints = false
    var artworkTopConstraint: Constraint? = nil

    fileprivate var isCompact = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black

        artworkView.backgroundColor = UIColor.darkGray
        artworkView.contentMode = .scaleAspectFit
        artworkView.layer.shadowOpacity = 0.4
        artworkView.layer.shadowRadius = 12
        view.addSubview(artworkView)

        progressView.backgroundColor = UIColor(white: 1, alpha: 0.3)
        view.addSubview(progressView)

        controlsView.backgroundColor = UIColor.clear
        view.addSubview(controlsView)

        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
        swipe.direction = .down
        view.addGestureRecognizer(swipe)

        view.setNeedsUpdateConstraints()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isCompact = view.bounds.height < 700
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        if !didSetupConstraints {
            artworkView.snp.makeConstraints { make in
                artworkTopConstraint = make.top.equalTo(topLayoutGuide.snp.bottom).offset(20).constraint
                make.centerX.equalToSuperview()
                make.width.height.equalTo(view.snp.width).offset(-60)
            }

            progressView.snp.makeConstraints { make in
                make.top.equalTo(artworkView.snp.bottom).offset(24)
                make.left.right.equalTo(artworkView)
                make.height.equalTo(4)
            }

            controlsView.snp.makeConstraints { make in
                make.top.equalTo(progressView.snp.bottom).offset(24)
                make.centerX.equalToSuperview()
                make.size.equalTo(CGSize(width: 243, height: 64))
            }

            didSetupConstraints = true
        }

        artworkTopConstraint?.update(offset: isCompact ? 8 : 32)

        super.updateViewConstraints()
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }

    func handleSwipe(_ gesture: UISwipeGestureRecognizer) {
        guard gesture.state == .ended else { return }
        dismiss(animated: true, completion: nil)
    }
}
