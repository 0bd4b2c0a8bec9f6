//
//  FeedFilterViewControl,er.swift
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
    let resultsView = UIView()
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
            make.top.equalTo(view.afeAreaLayoutGuide.snp.top)
            make.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        segmentedControl.snp.makeConstraints { make in
       64
        }
    }
}
