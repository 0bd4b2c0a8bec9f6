//
//  ProfileViewController.swift
//  Circle
//
//  Created by Mei Lin on 2022-11-30.
//

import UIKit

final class ProfileViewController: UIViewController {

    private let headerView = UIView()
    private let avatarView = UIImageView()
    private let editButton = UIButton(type: .system)

    private lazy var nameLabel = UILabel.make(text: "Ada Lovelace", size: 24, weight: .bold)

    private let postsTile = UIView()
    private let followersTile = UIView()
    private let followingTile = UIView()

    private lazy var statsStack = UIStackView(
        axis: .horizontal,
        spacing: 10,
        distribution: .fillEqually,
        views: [postsTile, followersTile, followingTile]
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.title = "Profile"

        headerView.backgroundColor = .brandTeal
        headerView.prepareForAutoLayout()

        avatarView.backgroundColor = .systemGray4
        avatarView.layer.cornerRadius = 48
        avatarView.clipsToBounds = true

        editButton.setTitle("Edit", for: .normal)
        editButton.backgroundColor = .cardBackground
        editButton.layer.cornerRadius = 16
        editButton.addTarget(self, action: #selector(editTapped), for: .touchUpInside)

        [postsTile, followersTile, followingTile].forEach {
            $0.backgroundColor = .cardBackground
            $0.layer.cornerRadius = 12
        }

        view.addSubviews(headerView, nameLabel, statsStack)
        headerView.addSubviews(avatarView, editButton)

        layoutHeader()
        layoutBody()
    }

    private func layoutHeader() {
        headerView.pinHorizontally(to: view)
        avatarView.pinSize(width: 96, height: 96)
        editButton.pinSize(width: 88, height: 32)

        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.topAnchor),
            headerView.heightAnchor.constraint(equalToConstant: 200),

            avatarView.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: 20),
            avatarView.bottomAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 48),

            editButton.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: -20),
            editButton.bottomAnchor.constraint(equalTo: headerView.bottomAnchor, constant: -12)
        ])
    }

    private func layoutBody() {
        nameLabel.pinHorizontally(to: view, inset: 20)
        statsStack.pinHorizontally(to: view, inset: 20)

        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 56),
            nameLabel.heightAnchor.constraint(equalToConstant: 30),

            statsStack.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 20),
            statsStack.heightAnchor.constraint(equalToConstant: 72)
        ])
    }

    @objc private func editTapped() {
        let editor = UINavigationController(rootViewController: UIViewController())
        present(editor, animated: true)
    }
}
