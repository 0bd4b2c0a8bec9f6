//
//  ArticleViewController.swift
//  Longform
//
//  Created by Hannah Becker on 19.07.18.
//  Copyright © 2018 Longform GmbH. All rights reserved.
//

import UIKit
import SnapKit

class ArticleViewController: UIViewController {

    let scrollView = UIScrollView()
    let contentView = UIView()
    let headerImageView = UIImageView()
    let titleLabel = UILabel()
    let bodyView = UIView()
    let relatedView = UIView()

    var article: Article?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        if #available(iOS 11.0, *) {
            navigationItem.largeTitleDisplayMode = .never
        }

        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .onDrag
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)

        headerImageView.contentMode = .scaleAspectFill
        headerImageView.clipsToBounds = true
        headerImageView.backgroundColor = UIColor(white: 0.92, alpha: 1)

        titleLabel.numberOfLines = 2
        titleLabel.font = UIFont.systemFont(ofSize: 24, weight: .bold)
        titleLabel.text = article?.title ?? "The quiet return of the night train"

        bodyView.backgroundColor = .white
        relatedView.backgroundColor = UIColor(white: 0.96, alpha: 1)

        [headerImageView, titleLabel, bodyView, relatedView].forEach { contentView.addSubview($0) }

        makeConstraints()
    }

    private func makeConstraints() {
        scrollView.snp.makeConstraints { make in
            if #available(iOS 11.0, *) {
                make.edges.equalTo(view.safeAreaLayoutGuide)
            } else {
                make.top.equalTo(topLayoutGuide.snp.bottom)
                make.left.right.bottom.equalToSuperview()
            }
        }

        contentView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
        }

        headerImageView.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(220)
        }

        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(headerImageView.snp.bottom).offset(16)
            make.left.right.equalToSuperview().inset(20)
            make.height.equalTo(60)
        }

        bodyView.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(12)
            make.left.right.equalTo(titleLabel)
            make.height.equalTo(600).priority(.high)
            make.height.greaterThanOrEqualTo(100)
        }

        relatedView.snp.makeConstraints { make in
            make.top.equalTo(bodyView.snp.bottom).offset(24)
            make.left.right.equalToSuperview()
            make.height.equalTo(160)
            make.bottom.equalToSuperview().offset(-32)
        }
    }
}

struct Article {
    let title: String
    let body: String
    let relatedIDs: [Int]
}
