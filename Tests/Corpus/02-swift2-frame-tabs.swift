//
//  NewsTabsViewController.swift
//  DailyBrief
//
//  Created by Kenji Arai on 11/2/15.
//  Copyright © 2015 DailyBrief. All rights reserved.
//

import UIKit

class NewsTabsViewController: UIViewController, UIScrollViewDelegate {

    let titles = ["Latest", "Popular", "Saved"]

    let tabBarView = UIView()
    let indicatorView = UIView()
    let pagesView = UIScrollView()

    var tabButtons = [UIButton]()
    var selectedIndex = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.whiteColor()
        automaticallyAdjustsScrollViewInsets = false
        navigationItem.title = "Daily Brief"

        let screenWidth = UIScreen.mainScreen().bounds.width
        let screenHeight = UIScreen.mainScreen().bounds.size.height
        let tabWidth = screenWidth / CGFloat(titles.count)

        tabBarView.frame = CGRectMake(0, 64, screenWidth, 44)
        tabBarView.backgroundColor = UIColor(white: 0.97, alpha: 1.0)
        tabBarView.autoresizingMask = [.FlexibleWidth]
        view.addSubview(tabBarView)

        for (index, title) in titles.enumerate() {
            let button = UIButton(type: .Custom)
            button.frame = CGRectMake(CGFloat(index) * tabWidth, 0, tabWidth, 40)
            button.setTitle(title, forState: .Normal)
            button.setTitleColor(UIColor.darkGrayColor(), forState: .Normal)
            button.setTitleColor(UIColor.blackColor(), forState: .Selected)
            button.titleLabel?.font = UIFont.systemFontOfSize(15)
            button.tag = index
            button.selected = index == selectedIndex
            button.addTarget(self, action: #selector(NewsTabsViewController.tabTapped(_:)), forControlEvents: .TouchUpInside)
            tabBarView.addSubview(button)
            tabButtons.append(button)
        }

        indicatorView.frame = CGRectMake(0, 40, tabWidth, 4)
        indicatorView.backgroundColor = UIColor.redColor()
        tabBarView.addSubview(indicatorView)

        let pagesTop = CGRectGetMaxY(tabBarView.frame)
        pagesView.frame = CGRectMake(0, pagesTop, screenWidth, screenHeight - pagesTop)
        pagesView.pagingEnabled = true
        pagesView.showsHorizontalScrollIndicator = false
        pagesView.delegate = self
        pagesView.contentSize = CGSizeMake(screenWidth * CGFloat(titles.count), pagesView.frame.size.height)
        view.addSubview(pagesView)

        for i in 0..<titles.count {
            let page = UIView(frame: CGRectMake(CGFloat(i) * screenWidth, 0, screenWidth, pagesView.bounds.height))
            page.backgroundColor = i % 2 == 0 ? UIColor.whiteColor() : UIColor(white: 0.95, alpha: 1.0)
            pagesView.addSubview(page)
        }
    }

    func tabTapped(sender: UIButton) {
        selectTab(sender.tag, animated: true)
        let offset = CGPointMake(CGFloat(sender.tag) * pagesView.bounds.width, 0)
        pagesView.setContentOffset(offset, animated: true)
    }

    func selectTab(index: Int, animated: Bool) {
        selectedIndex = index
        for button in tabButtons {
            button.selected = button.tag == index
        }
        let width = indicatorView.frame.size.width
        UIView.animateWithDuration(animated ? 0.25 : 0) {
            self.indicatorView.frame.origin.x = CGFloat(index) * width
        }
    }

    // MARK: - UIScrollViewDelegate

    func scrollViewDidEndDecelerating(scrollView: UIScrollView) {
        let page = Int(scrollView.contentOffset.x / scrollView.bounds.width)
        selectTab(page, animated: true)
    }
}
