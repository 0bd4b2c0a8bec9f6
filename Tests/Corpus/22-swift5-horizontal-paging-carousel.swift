//
//  IntroCarouselViewController.swift
//  Fernwood
//
//  Created by Camille Dubois on 2022-06-30.
//

import UIKit
import SnapKit

final class IntroCarouselViewController: UIViewController {

    private struct Page {
        let title: String
        let color: UIColor
    }

    private let pages = [
        Page(title: "Plan your week", color: .systemTeal),
        Page(title: "Shop in one trip", color: .systemMint),
        Page(title: "Cook with what you have", color: .systemYellow)
    ]

    private let scrollView = UIScrollView()
    private let pagesContainer = UIView()
    private let pageControl = UIPageControl()
    private let getStartedButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)
        scrollView.addSubview(pagesContainer)

        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        view.addSubview(pageControl)

        getStartedButton.setTitle("Get started", for: .normal)
        getStartedButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        view.addSubview(getStartedButton)

        scrollView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(500)
        }
        pagesContainer.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide)
            make.height.equalTo(scrollView.frameLayoutGuide)
        }
        addPages()

        pageControl.snp.makeConstraints { make in
            make.top.equalTo(scrollView.snp.bottom).offset(16)
            make.centerX.equalToSuperview()
            make.width.equalTo(121)
            make.height.equalTo(26)
        }
        getStartedButton.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(32)
            make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-24)
            make.height.equalTo(50)
        }
    }

    private func addPages() {
        var previous: UIView?
        for page in pages {
            let pageView = UIView()
            pageView.backgroundColor = page.color.withAlphaComponent(0.3)
            pageView.accessibilityLabel = page.title
            pagesContainer.addSubview(pageView)
            pageView.snp.makeConstraints { make in
                make.top.bottom.equalToSuperview()
                make.width.equalTo(scrollView.frameLayoutGuide)
                if let previous {
                    make.leading.equalTo(previous.snp.trailing)
                } else {
                    make.leading.equalToSuperview()
                }
            }
            previous = pageView
        }
        guard let last = previous else { return }
        last.snp.makeConstraints { make in
            make.trailing.equalToSuperview()
        }
    }
}

extension IntroCarouselViewController: UIScrollViewDelegate {
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let width = max(scrollView.bounds.width, 1)
        pageControl.currentPage = Int(round(scrollView.contentOffset.x / width))
    }
}
