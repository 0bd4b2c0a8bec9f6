//
//  WeatherOverviewViewController.swift
//  Cirrus
//
//  Created by Magnus Berg on 08/05/2018.
//  Copyright © 2018 Cirrus AS. All rights reserved.
//

import UIKit
import SnapKit

class WeatherOverviewViewController: UIViewController {

    let morningColumn = UIView()
    let afternoonColumn = UIView()
    let eveningColumn = UIView()
    let radarView = UIView()
    let forecastView = UIView()

    let refreshControlTitle = NSLocalizedString("Updated just now", comment: "")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.93, green: 0.96, blue: 1.0, alpha: 1)

        let columns = [morningColumn, afternoonColumn, eveningColumn]
        for (index, column) in columns.enumerated() {
            column.backgroundColor = UIColor(white: 1, alpha: 0.6 + 0.1 * CGFloat(index))
            column.layer.cornerRadius = 8
            view.addSubview(column)
        }
        radarView.backgroundColor = UIColor.darkGray
        forecastView.backgroundColor = UIColor.white
        view.addSubview(radarView)
        view.addSubview(forecastView)

        morningColumn.snp.makeConstraints { (make) in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.left.equalTo(view)
            make.width.equalTo(view).dividedBy(3)
            make.height.equalTo(view).multipliedBy(0.25)
        }

        afternoonColumn.snp.makeConstraints { (make) in
            make.top.size.equalTo(morningColumn)
            make.centerX.equalTo(view)
        }

        eveningColumn.snp.makeConstraints { (make) in
            make.top.size.equalTo(morningColumn)
            make.centerX.equalTo(view.snp.right).multipliedBy(5.0 / 6.0)
        }

        radarView.snp.makeConstraints { (make) in
            make.top.equalTo(morningColumn.snp.bottom).offset(20)
            make.left.equalTo(20)
            make.width.equalTo(200)
            make.height.equalTo(radarView.snp.width).multipliedBy(0.5)
        }

        forecastView.snp.makeConstraints { (make) in
            make.centerY.equalTo(view.snp.bottom).multipliedBy(0.75)
            make.left.right.equalToSuperview().inset(UIEdgeInsetsMake(0, 20, 0, 20))
            make.height.equalTo(100)
        }

        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .UIApplicationDidBecomeActive, object: nil)
    }

    @objc func refresh() {
        print(refreshControlTitle)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}
