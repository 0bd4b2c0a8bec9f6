//
//  ProfileViewController.swift
//  Keystone
//
//  ViewCode pattern: protocol + default implementation, view conforms.
//

import UIKit

protocol ViewCode: AnyObject {
    func buildViewHierarchy()
    func setupConstraints()
    func setupAdditionalConfiguration()
}

extension ViewCode {
    func setupView() {
        buildViewHierarchy()
        setupConstraints()
        setupAdditionalConfiguration()
    }

    func setupAdditionalConfiguration() {}
}

extension ViewCode where Self: UIView {
    func addSubviews(_ views: UIView...) {
        views.forEach { addSubview($0) }
    }
}

final class ProfileView: UIView {

    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupView()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension ProfileView: ViewCode {
    func buildViewHierarchy() {
        addSubviews(avatarView, nameLabel, bioLabel, followButton)
    }

    func setupConstraints() {
        [avatarView, nameLabel, bioLabel, followButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate([
            avatarView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 32),
            avatarView.centerXAnchor.constraint(equalTo: centerXAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 96),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

            nameLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 16),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
            nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
            nameLabel.heightAnchor.constraint(equalToConstant: 28),

            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            bioLabel.heightAnchor.constraint(equalToConstant: 60),

            followButton.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -24),
            followButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
            followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
            followButton.heightAnchor.constraint(equalToConstant: 50)
        ])
    }

    func setupAdditionalConfiguration() {
        backgroundColor = .systemBackground
        avatarView.layer.cornerRadius = 48
        avatarView.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        bioLabel.numberOfLines = 3
        followButton.setTitle("Follow", for: .normal)
    }
}

final class ProfileViewController: UIViewController {

    private let contentView = ProfileView()

    override func loadView() {
        view = contentView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        contentView.nameLabel.text = "Ada Lovelace"
        contentView.bioLabel.text = "Analyst, metaphysician, founder of scientific computing."
    }
}
// Expected (iPhone 15 393x852, safe 59/34):
// avatarView (148.5, 91, 96, 96); nameLabel (24, 203, 345, 28); bioLabel (24, 239, 345, 60)
// followButton (24, 744, 345, 50)   [818 - 24 = 794 bottom]
