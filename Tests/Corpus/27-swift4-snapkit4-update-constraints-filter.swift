//
//  FeedFilterViewController.swift
//  Snapshot
//
//  Created by Aiko Tanaka on 2018/09/25.
//  Copyright © 2018 Snapshot Inc. All rights reserved.
//

import UIKit
import SnapKit

class FeedFilterViewController: UIViewController {

    enum Filter: Int {
        case all
        case photos
        case videos

        var title: String {
            switch self {
            case .all: return "All"
            case .photos: return "Photos"
            case .videos: return "Videos"
            }
        }
    }

    let segmentedControl = UISegmentedControl(items: ["All", "Photos", "Videos"])
    let filterBar = UIView()
    let resultsView = UIView()
    let emptyStateView = UIView()

    var currentFilter: Filter = .photos

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = currentFilter.title

        filterBar.backgroundColor = UIColor(white: 0.97, alpha: 1)
        segmentedControl.selectedSegmentIndex = currentFilter.rawValue
        segmentedControl.addTarget(self, action: #selector(filterChanged(_:)), for: .valueChanged)
        resultsView.backgroundColor = .white
        emptyStateView.backgroundColor = UIColor(white: 0.9, alpha: 1)

        view.addSubview(filterBar)
        filterBar.addSubview(segmentedControl)
        view.addSubview(resultsView)
        view.addSubview(emptyStateView)

        filterBar.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        segmentedControl.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8)
            make.left.right.equalToSuperview().inset(16)
            make.height.equalTo(32)
        }
        resultsView.snp.makeConstraints { make in
            make.top.equalTo(filterBar.snp.bottom)
            make.left.right.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom)
        }
        emptyStateView.snp.makeConstraints { make in
            make.center.equalTo(resultsView)
            make.size.equalTo(CGSize(width: 201, height: 151))
        }

        apply(currentFilter, animated: false)
    }

    @objc func filterChanged(_ sender: UISegmentedControl) {
        guard let filter = Filter(rawValue: sender.selectedSegmentIndex) else { return }
        apply(filter, animated: true)
    }

    private func apply(_ filter: Filter, animated: Bool) {
        currentFilter = filter
        filterBar.snp.updateConstraints { make in
            make.height.equalTo(barHeight(for: filter))
        }
        emptyStateView.isHidden = filter != .all
        if animated {
            UIView.animate(withDuration: 0.25) {
                self.view.layoutIfNeeded()
            }
        }
    }

    private func barHeight(for filter: Filter) -> CGFloat {
        switch filter {
        case .all:
            return 44
        case .photos:
            return 88
        case .videos:
            return 64
        }
    }
}
