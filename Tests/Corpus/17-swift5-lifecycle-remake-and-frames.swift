//
//  PhotoViewerViewController.swift
//  Lumen
//
//  Created by Grace Liu on 2023-08-21.
//

import UIKit
import SnapKit

final class PhotoViewerViewController: UIViewController {

    enum Mode {
        case compact
        case expanded
    }

    private var mode: Mode = .compact

    private let photoView = UIImageView()
    private let captionView = UIView()
    private let shareButton = UIButton(type: .system)
    private let likeButton = UIButton(type: .system)
    private let editButton = UIButton(type: .system)
    private let deleteButton = UIButton(type: .system)
    private let badgeView = UIView()

    private lazy var toolbarStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [self.shareButton, self.likeButton, self.editButton, self.deleteButton])
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 7
        return stack
    }()

    private var captionHeightConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        mode = .expanded

        photoView.contentMode = .scaleAspectFit
        photoView.backgroundColor = .darkGray
        captionView.backgroundColor = UIColor(white: 1, alpha: 0.1)
        badgeView.backgroundColor = .systemYellow
        badgeView.layer.cornerRadius = 12

        let symbols = ["square.and.arrow.up", "heart", "slider.horizontal.3", "trash"]
        for (button, symbol) in zip(toolbarStack.arrangedSubviews.compactMap { $0 as? UIButton }, symbols) {
            button.setImage(UIImage(systemName: symbol), for: .normal)
            button.tintColor = .white
        }

        view.addSubview(photoView)
        view.addSubview(captionView)
        view.addSubview(toolbarStack)
        view.addSubview(badgeView)

        photoView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(200)
        }

        captionView.translatesAutoresizingMaskIntoConstraints = false
        captionHeightConstraint = captionView.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            captionView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 12),
            captionView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            captionView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            captionHeightConstraint
        ])

        toolbarStack.snp.makeConstraints { make in
            make.top.equalTo(captionView.snp.bottom).offset(16)
            make.leading.trailing.equalTo(captionView)
            make.height.equalTo(44)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        photoView.snp.remakeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            switch mode {
            case .compact:
                make.height.equalTo(200)
            case .expanded:
                make.height.equalTo(photoView.snp.width)
            }
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let isLandscape = view.bounds.width > view.bounds.height
        toolbarStack.axis = isLandscape ? .vertical : .horizontal
        captionHeightConstraint.constant = isLandscape ? 0 : 88
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        badgeView.frame = CGRect(x: photoView.frame.maxX - 56,
                                 y: photoView.frame.minY + 12,
                                 width: 44,
                                 height: 24)
    }

    override var prefersHomeIndicatorAutoHidden: Bool { true }
}
