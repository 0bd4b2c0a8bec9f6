//
//  LoginViewController.swift
//  Checkin
//
//  Created by Marta Olsen on 3/14/16.
//  Copyright © 2016 Checkin Labs. All rights reserved.
//

import UIKit
import SnapKit

class LoginViewController: UIViewController, UITextFieldDelegate {

    let logoView = UIImageView()
    let usernameField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .System)
    let footerLabel = UILabel()

    var isLoggingIn = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        view.backgroundColor = UIColor.whiteColor()

        logoView.image = UIImage(named: "checkin-logo")
        logoView.contentMode = .ScaleAspectFit
        view.addSubview(logoView)

        usernameField.placeholder = "Username"
        usernameField.borderStyle = .RoundedRect
        usernameField.autocorrectionType = .No
        usernameField.autocapitalizationType = .None
        usernameField.returnKeyType = .Next
        usernameField.delegate = self
        view.addSubview(usernameField)

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .RoundedRect
        passwordField.secureTextEntry = true
        passwordField.returnKeyType = .Go
        passwordField.delegate = self
        view.addSubview(passwordField)

        loginButton.setTitle("Log In", forState: .Normal)
        loginButton.setTitleColor(UIColor.whiteColor(), forState: .Normal)
        loginButton.titleLabel?.font = UIFont.boldSystemFontOfSize(17)
        loginButton.backgroundColor = UIColor(red: 0.16, green: 0.47, blue: 0.87, alpha: 1.0)
        loginButton.layer.cornerRadius = 4
        loginButton.addTarget(self, action: #selector(LoginViewController.loginTapped(_:)), forControlEvents: .TouchUpInside)
        view.addSubview(loginButton)

        footerLabel.text = "Checkin v1.2 · Terms · Privacy"
        footerLabel.font = UIFont.systemFontOfSize(12)
        footerLabel.textColor = UIColor.lightGrayColor()
        footerLabel.textAlignment = .Center
        view.addSubview(footerLabel)

        makeConstraints()
    }

    override func viewWillAppear(animated: Bool) {
        super.viewWillAppear(animated)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: #selector(LoginViewController.keyboardWillShow(_:)), name: UIKeyboardWillShowNotification, object: nil)
    }

    func makeConstraints() {
        logoView.snp_makeConstraints { (make) -> Void in
            make.top.equalTo(view.snp_top).offset(100)
            make.centerX.equalTo(view)
            make.size.equalTo(CGSizeMake(121, 121))
        }

        usernameField.snp_makeConstraints { (make) -> Void in
            make.top.equalTo(logoView.snp_bottom).offset(40)
            make.left.equalTo(view).offset(30)
            make.right.equalTo(view).offset(-30)
            make.height.equalTo(44)
        }

        passwordField.snp_makeConstraints { (make) -> Void in
            make.top.equalTo(usernameField.snp_bottom).offset(12)
            make.left.right.height.equalTo(usernameField)
        }

        loginButton.snp_makeConstraints { (make) -> Void in
            make.top.equalTo(passwordField.snp_bottom).offset(24)
            make.left.right.equalTo(passwordField)
            make.height.equalTo(50)
        }

        footerLabel.snp_makeConstraints { (make) -> Void in
            make.left.right.equalTo(view).inset(UIEdgeInsetsMake(0, 20, 0, 20))
            make.bottom.equalTo(view.snp_bottom).offset(-20)
            make.height.equalTo(20)
        }
    }

    func loginTapped(sender: UIButton) {
        if isLoggingIn { return }
        isLoggingIn = true
        view.endEditing(true)
        let delay = dispatch_time(DISPATCH_TIME_NOW, Int64(1.5 * Double(NSEC_PER_SEC)))
        dispatch_after(delay, dispatch_get_main_queue()) {
            self.isLoggingIn = false
            print("logged in as \(self.usernameField.text ?? "")")
        }
    }

    func keyboardWillShow(notification: NSNotification) {
        print("keyboard will show")
    }

    // MARK: - UITextFieldDelegate

    func textFieldShouldReturn(textField: UITextField) -> Bool {
        if textField == usernameField {
            passwordField.becomeFirstResponder()
        } else {
            loginTapped(loginButton)
        }
        return true
    }
}
