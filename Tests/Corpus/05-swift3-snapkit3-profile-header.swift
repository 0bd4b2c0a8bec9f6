//
//  ProfileHeaderViewController.swift
//  Loop
//
//  Created by Sam Whitfield on 10/19/16.
//  Copyright © 2016 Loop Social. All rights reserved.
//

import UIKit
import SnapKit

class ProfileHeaderViewController: UIViewController {

    let coverView = UIImageView()
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)
    let bioLabel = UILabel()

    fileprivate var isFollowing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white

        coverView.backgroundColor = UIColor(red: 0.3, green: 0.35, blue: 0.5, alpha: 1)
        coverView.contentMode = .scaleAspectFill
        coverView.clipsToBounds = true
        view.addSubview(coverView)

        avatarView.backgroundColor = UIColor.lightGray
        avatarView.layer.cornerRadius = 40
        avatarView.layer.borderColor = UIColor.white.cgColor
        avatarView.layer.borderWidth = 3
        avatarView.clipsToBounds = true
        view.addSubview(avatarView)

        nameLabel.font = UIFont.boldSystemFont(ofSize: 20)
        nameLabel.text = "Noor Haddad"
        nameLabel.setContentCompressionResistancePriority(UILayoutPriorityDefaultLow, for: .horizontal)
        view.addSubview(nameLabel)

        followButton.setTitle("Follow", for: .normal)
        followButton.titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: UIFontWeightSemibold)
        followButton.layer.cornerRadius = 16
        followButton.layer.borderWidth = 1
        followButton.layer.borderColor = followButton.tintColor.cgColor
        followButton.setContentHuggingPriority(UILayoutPriorityDefaultHigh, for: .horizontal)
        followButton.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
        view.addSubview(followButton)

        bioLabel.numberOfLines = 0
        bioLabel.font = UIFont.systemFont(ofSize: 14)
        bioLabel.textColor = UIColor.darkGray
        bioLabel.text = "Cyclist, coffee person, occasional photographer. Mostly posting bikes."
        view.addSubview(bioLabel)

        setupConstraints()
    }

    private func setupConstraints() {
        coverView.snp.makeConstraints { (make) in
            make.top.equalTo(topLayoutGuide.snp.bottom)
            make.left.right.equalToSuperview()
            make.height.equalTo(180)
        }

        avatarView.snp.makeConstraints { (make) in
            make.left.equalToSuperview().offset(16)
            make.centerY.equalTo(coverView.snp.bottom)
            make.size.equalTo(CGSize(width: 80, height: 80))
        }

        nameLabel.snp.makeConstraints { (make) in
            make.left.equalTo(avatarView.snp.right).offset(12)
            make.right.equalToSuperview().offset(-16)
            make.top.equalTo(coverView.snp.bottom).offset(8)
            make.height.equalTo(24)
        }

        followButton.snp.makeConstraints { (make) in
            make.top.equalTo(nameLabel.snp.bottom).offset(8)
            make.right.equalTo(nameLabel)
            make.width.equalTo(100).priority(999)
            make.width.greaterThanOrEqualTo(88)
            make.height.equalTo(32)
        }

        bioLabel.snp.makeConstraints { (make) in
            make.top.equalTo(avatarView.snp.bottom).offset(16)
            make.left.right.equalToSuperview().inset(UIEdgeInsetsMake(0, 16, 0, 16))
            make.height.equalTo(60)
            make.bottom.lessThanOrEqualTo(bottomLayoutGuide.snp.top).offset(-20)
        }
    }

    func followTapped() {
        isFollowing = !isFollowing
        let title = isFollowing ? "Following" : "Follow"
        followButton.setTitle(title, for: .normal)
        UIView.animate(withDuration: 0.2) {
            self.followButton.backgroundColor = self.isFollowing ? self.followButton.tintColor : UIColor.clear
        }
    }
}
